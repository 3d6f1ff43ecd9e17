import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { VerificationDocumentMethod } from '@fairdraw/contracts';
import { ACCEPTED_DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_UPLOAD } from '@fairdraw/domain';
import { FormAlert } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { groupServerErrors } from '../../../lib/use-form';
import { uploadDocuments } from '../api/upload-documents';
import { filesProblem } from '../utils/check-files';

const METHODS: Array<{ value: VerificationDocumentMethod; label: string; hint: string }> = [
  {
    value: 'photo_id_upload',
    label: 'Photo ID',
    hint: "A passport, driver's licence or proof of age card, front and back.",
  },
  {
    value: 'pdf_form',
    label: 'Completed verification form',
    hint: 'The form below, filled in, signed and witnessed.',
  },
];

interface DocumentUploadFormProps {
  onUploaded: () => Promise<void> | void;
  /** Methods waiting for review cannot take another upload. */
  unavailable?: readonly VerificationDocumentMethod[];
}

/** Chooses what is uploaded and the files, checks size and real type, then sends them in one request. */
export function DocumentUploadForm({ onUploaded, unavailable = [] }: DocumentUploadFormProps) {
  const { client } = useApi();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const firstAvailable =
    METHODS.find((method) => !unavailable.includes(method.value))?.value ?? 'photo_id_upload';
  const [method, setMethod] = useState<VerificationDocumentMethod>(firstAvailable);
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success'>('idle');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (status === 'submitting') return;
    setGeneral(null);
    const problem = await filesProblem(files);
    if (problem) {
      setFileError(problem);
      fileInput.current?.focus();
      return;
    }
    setStatus('submitting');
    try {
      await uploadDocuments(client, method, files);
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
      setStatus('success');
      await onUploaded();
    } catch (error) {
      const grouped = groupServerErrors(error, ['documents', 'method'] as const);
      setFileError(grouped.fieldErrors.documents ?? null);
      setGeneral(grouped.fieldErrors.method ?? grouped.general);
      setStatus('idle');
    }
  }

  const maxMb = MAX_DOCUMENT_BYTES / (1024 * 1024);
  return (
    <form
      className="verification-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Upload documents"
    >
      <FormAlert message={general} />
      {status === 'success' ? (
        <p className="verification-success" role="status">
          Thank you. Your documents are waiting for review.
        </p>
      ) : null}
      <fieldset className="verification-choices">
        <legend>What are you uploading?</legend>
        {METHODS.map((option) => {
          const disabled = unavailable.includes(option.value);
          return (
            <div key={option.value} className="verification-choice">
              <input
                type="radio"
                id={`${id}-${option.value}`}
                name="method"
                value={option.value}
                checked={method === option.value}
                disabled={disabled}
                onChange={() => setMethod(option.value)}
                aria-describedby={`${id}-${option.value}-hint`}
              />
              <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
              <p id={`${id}-${option.value}-hint`} className="field-hint">
                {disabled ? 'Waiting for review.' : option.hint}
              </p>
            </div>
          );
        })}
      </fieldset>
      <div className="form-field">
        <label htmlFor={`${id}-files`}>Files</label>
        <p id={`${id}-files-hint`} className="field-hint">
          JPEG, PNG or PDF, up to {maxMb} MB each, at most {MAX_DOCUMENTS_PER_UPLOAD} files.
        </p>
        <input
          id={`${id}-files`}
          ref={fileInput}
          type="file"
          name="documents"
          multiple
          accept={[...ACCEPTED_DOCUMENT_TYPES, '.jpg', '.jpeg', '.png', '.pdf'].join(',')}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${id}-files-hint${fileError ? ` ${id}-files-error` : ''}`}
          onChange={(event) => {
            setFiles(Array.from(event.target.files ?? []));
            setFileError(null);
            setStatus('idle');
          }}
        />
        {fileError ? (
          <p id={`${id}-files-error`} className="field-error">
            {fileError}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className="button"
        disabled={status === 'submitting' || unavailable.includes(method)}
      >
        {status === 'submitting' ? 'Uploading…' : 'Upload'}
      </button>
    </form>
  );
}
