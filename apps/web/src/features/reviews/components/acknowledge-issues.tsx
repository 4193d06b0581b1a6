import { Alert, Checkbox, List, Stack, Textarea } from '@mantine/core';
import type { Acknowledgement } from '../api/review-mutations';

/** What the person passing a design on says about its issues (no solution, "engineer to confirm"). */
export interface AcknowledgementState {
  checked: boolean;
  note: string;
}

export const EMPTY_ACKNOWLEDGEMENT: AcknowledgementState = { checked: false, note: '' };

/** The fields the workflow call takes; complete only when checked with a note. */
export function acknowledgementFields(issues: readonly string[], a: AcknowledgementState): Acknowledgement {
  return issues.length > 0 && a.checked
    ? { acknowledgeIssues: true, acknowledgementNote: a.note.trim() }
    : {};
}

export function acknowledgementComplete(issues: readonly string[], a: AcknowledgementState): boolean {
  return issues.length === 0 || (a.checked && a.note.trim() !== '');
}

// A design with issues goes to review, approval or stamping only acknowledged, with a note that
// the review history and the report keep (the server refuses it otherwise).
export function AcknowledgeIssues({
  issues,
  value,
  onChange,
}: {
  issues: readonly string[];
  value: AcknowledgementState;
  onChange: (next: AcknowledgementState) => void;
}) {
  if (issues.length === 0) return null;
  return (
    <Stack gap={6}>
      <Alert color="yellow" title="The design has issues" p="xs">
        <List size="xs" spacing={2}>
          {issues.map((issue) => (
            <List.Item key={issue}>{issue}</List.Item>
          ))}
        </List>
      </Alert>
      <Checkbox
        size="xs"
        label="I have checked these issues and the design may go on"
        checked={value.checked}
        onChange={(e) => onChange({ ...value, checked: e.currentTarget.checked })}
      />
      <Textarea
        size="xs"
        label="Acknowledgement note"
        description="Why it may go on; recorded in the review history"
        autosize
        minRows={2}
        value={value.note}
        onChange={(e) => onChange({ ...value, note: e.currentTarget.value })}
        disabled={!value.checked}
      />
    </Stack>
  );
}
