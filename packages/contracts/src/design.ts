// The design run's input and result cross the wire as the engine defines them (SI units, units
// in every field name), so the server, the web app and the CLI validate the same shapes.
export {
  designInputSchema,
  parseDesignInput,
  designResultSchema,
  pierDesignSchema,
  designCheckSchema,
  type DesignInput,
  type DesignInputRaw,
  type DesignInputError,
  type DesignResult,
  type PierDesign,
  type DesignCheck,
} from '@pilewise/engine';
