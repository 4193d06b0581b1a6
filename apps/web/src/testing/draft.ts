import { useDesignInputDraft } from '../features/project-input/draft-store';

/** The design-input draft as a page starts: no project, nothing saved (before each form test). */
export function resetDesignInputDraft(): void {
  useDesignInputDraft.setState({
    projectId: null,
    savedJson: 'null',
    hasSaved: false,
    input: null,
    aside: {},
  });
}
