// The design input summary shared by the web's Design input tab and the PDF report.
export {
  formatStep,
  summarizeDesignInput,
  summaryFact,
  type DesignInputSummary,
  type SummaryBlock,
  type SummaryFact,
  type SummaryFacts,
  type SummaryTable,
} from './design-input-summary';
