import { useState } from 'react';
import { STAFF_COMPLAINT_SCREEN_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import {
  applyServerFailure,
  FormFileField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { QUEUE_ENDPOINT, documentsPath, type InternalDocument } from '../api/complaint-work.js';

interface DocumentValues {
  files: File[];
}

const LABELS = { files: T.documentFiles };

/** The staff-only documents of a complaint and the form to upload more (multipart `file-N`). */
export function InternalDocuments({
  complaintId,
  documents,
}: {
  complaintId: number;
  documents: readonly InternalDocument[];
}) {
  const write = useApiWrite<{ documents: InternalDocument[] }>([QUEUE_ENDPOINT]);
  const [done, setDone] = useState('');
  const form = usePortalForm<DocumentValues>({ defaultValues: { files: [] } });

  async function upload(values: DocumentValues): Promise<FormProblem | null> {
    setDone('');
    const body = new FormData();
    values.files.forEach((file, i) => body.append(`file-${i + 1}`, file, file.name));
    try {
      const answer = await write.mutateAsync({
        method: 'POST',
        path: documentsPath(complaintId),
        body,
        resumableUploads: true,
      });
      form.reset({ files: [] });
      setDone(T.documentsAdded(answer.documents.length));
      return null;
    } catch (error) {
      if (error instanceof ApiCallError)
        return applyServerFailure(form, error.failure, (field) =>
          field.startsWith('file') ? 'files' : null,
        );
      throw error;
    }
  }

  return (
    <section aria-labelledby="complaint-documents">
      <h2 id="complaint-documents">{T.documentsHeading}</h2>
      <p>{T.notesIntro}</p>
      {documents.length === 0 ? (
        <p>{T.noDocuments}</p>
      ) : (
        <ul>
          {documents.map((doc) => (
            <li key={doc.id_storage}>
              {doc.url_file ? (
                <a href={doc.url_file} aria-label={T.download(doc.name)}>
                  {doc.name}
                </a>
              ) : (
                doc.name
              )}{' '}
              ({formatDisplayDateTime(doc.created_at)})
            </li>
          ))}
        </ul>
      )}
      <p role="status">{done}</p>
      <PortalForm form={form} onValid={upload} labels={LABELS} className="sfc-form portal-form">
        <FormFileField name="files" label={T.documentFiles} required />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={T.saving}>
            {T.documentSubmit}
          </SubmitButton>
        </div>
      </PortalForm>
    </section>
  );
}
