// What the project's input forms can be given from outside the project-input feature (features
// import no other feature: the editor route composes them): the company section library for
// Section type and Min/Max Section, and the "Fetch from location" action of the seismic values.
// Without a provider the forms work alone (catalogue sections, values typed by hand).
import { createContext, useContext, type ReactNode } from 'react';

export interface SectionLibrary {
  /** The company's sections: each joins the family it names. */
  sections: readonly { name: string; family: string; source: string }[];
  /**
   * The design input with the library's sections of its family copied into
   * settings.userSections: the project keeps its own copy (the engine checks it, the report cites it).
   */
  withCopies: (input: unknown) => unknown;
}

export interface SeismicFromLocationArgs {
  designCode: string;
  riskCategory: 1 | 2 | 3 | 4;
  readOnly: boolean;
  /** Values fetched, named as seismic.params (g; TL_s in s). */
  apply: (values: Partial<Record<'Ss' | 'S1' | 'SMS' | 'SM1' | 'SDS' | 'SD1' | 'TL_s', number>>) => void;
}

export interface InputExtensions {
  sectionLibrary?: SectionLibrary;
  seismicFromLocation?: (args: SeismicFromLocationArgs) => ReactNode;
}

export const InputExtensionsContext = createContext<InputExtensions>({});

export const useInputExtensions = (): InputExtensions => useContext(InputExtensionsContext);
