import { useInputForm } from '../form-context';
import { ArrayTechLoadsForm } from './loads/array-tech-loads-form';
import { GenericLoadsForm } from './loads/generic-loads-form';
import { NevadosLoadsForm } from './loads/nevados-loads-form';
import { NextrackerLoadsForm } from './loads/nextracker-loads-form';

// Pile Head Loads (spec §3 Pier Head Loads, ati_pier_loads): the form of the project's design mode,
// each laid out as that tracker company's file is, with the same spreadsheet-like tables.
export function PileHeadLoadsForm() {
  const f = useInputForm();
  switch (f.value(['tracker', 'mode'])) {
    case 1:
      return <NextrackerLoadsForm />;
    case 3:
      return <NevadosLoadsForm />;
    case 4:
      return <ArrayTechLoadsForm />;
    default:
      return <GenericLoadsForm />;
  }
}
