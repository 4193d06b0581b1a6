import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Project, User } from '@pilewise/contracts';
import { hrefs } from '../../../../config/paths';
import {
  detailsFromProject,
  emptyDetails,
  formFieldOf,
  toBody,
  validateDetails,
  type DetailsValues,
} from '../../../../features/projects/details-form';
import { ApiError, errorMessage } from '../../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useSaveProject } from '../../../../lib/project-save';

/**
 * The Details tab's form and its two saves (draft or project): the server's refusal goes next
 * to the field it names, and a new project's page moves to the saved project's address.
 */
export function useDetailsSave(user: User, project: Project | null) {
  const navigate = useNavigate();
  const save = useSaveProject();
  const [saving, setSaving] = useState<'draft' | 'project' | null>(null);
  const form = useForm<DetailsValues>({
    mode: 'controlled',
    initialValues: project ? detailsFromProject(project) : emptyDetails(user.company.name),
  });
  // The project's version the form was loaded at, then the one it saved (issue 11): its save
  // names it, so someone else's newer save, even one a background refetch brought into the
  // cache, makes it a 409 rather than being written over. Read by the save only, never rendered.
  const version = useRef<number | null>(project?.version ?? null);
  // A newer save (a refetch brought it) is taken up while the form holds no edit of its own.
  const latest = project?.version ?? null;
  useEffect(() => {
    if (!project || latest === version.current || form.isDirty()) return;
    form.setValues(detailsFromProject(project));
    form.resetDirty(detailsFromProject(project));
    version.current = latest;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new version only
  }, [latest]);

  const submit = (draft: boolean) => {
    const errors = validateDetails(form.values, draft);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSaving(draft ? 'draft' : 'project');
    save.mutate(
      {
        body: {
          ...toBody(form.values, project?._id ?? null),
          ...(version.current == null ? {} : { version: version.current }),
        },
        draft,
      },
      {
        onSuccess: (res) => {
          version.current = res.project.version;
          form.setValues(detailsFromProject(res.project));
          form.resetDirty(detailsFromProject(res.project));
          notifySuccess(draft ? 'Draft saved' : 'Project saved');
          // After a draft save, the draft id comes from the returned project (spec §4).
          if (!project) void navigate(hrefs.updateProject(res.project._id), { replace: true });
        },
        onError: (err) => {
          const key = err instanceof ApiError ? formFieldOf(err.field) : null;
          if (key) form.setFieldError(key, errorMessage(err));
          notifyError(err, 'Not saved');
        },
        onSettled: () => setSaving(null),
      },
    );
  };

  return { form, saving, pending: save.isPending, submit };
}
