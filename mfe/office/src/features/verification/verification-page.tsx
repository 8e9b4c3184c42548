/**
 * office/verification and office/identification: the documents the purpose needs, each with its status
 * (pending → verified / rejected with the reason, decided by the backend's review on its clock), and an
 * upload for each document not yet verified or waiting.
 */
import { useState } from 'react';
import { useBusState } from '@arena/ui-kit';
import { failureOf } from '../../platform/office-errors.ts';
import { officeApi, type VerificationState } from '../../platform/office-api.ts';
import { useOfficeText } from '../../platform/office-text.ts';
import { useLoad } from '../../platform/use-load.ts';
import { UPLOAD_ACCEPT, uploadProblem } from '../support/upload-rules.ts';

type Purpose = VerificationState['purpose'];

export function VerificationPage() {
  return <DocumentsPage purpose="verification" />;
}

export function IdentificationPage() {
  return <DocumentsPage purpose="identification" />;
}

function DocumentsPage({ purpose }: { purpose: Purpose }) {
  const { t } = useOfficeText();
  const user = useBusState('user');
  const loaded = useLoad(() => officeApi.verification(purpose), [purpose, user?.userId]);
  if (loaded.state.kind === 'loading') return <p>{t('loading')}</p>;
  if (loaded.state.kind === 'error') return <p role="alert" className="office-alert">{t('load_error')}</p>;
  const state = loaded.state.data;
  return (
    <div className="office-page" data-testid={`office-${purpose}`}>
      <h2>{t(`${purpose}_title`)}</h2>
      <p>{t(`${purpose}_intro`)}</p>
      <p>
        {t('verification_status')}: <span className="office-badge" data-status={state.status} data-testid="verification-status">{t(`verification_status_${state.status}`)}</span>
      </p>
      {state.required.map((kind) => (
        <DocumentCard key={kind} purpose={purpose} kind={kind} state={state} onState={loaded.set} onRefresh={loaded.reload} />
      ))}
    </div>
  );
}

function DocumentCard({ purpose, kind, state, onState, onRefresh }: { purpose: Purpose; kind: string; state: VerificationState; onState: (s: VerificationState) => void; onRefresh: () => void }) {
  const { t } = useOfficeText();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = state.documents.find((d) => d.kind === kind);
  const canUpload = !latest || latest.status === 'rejected';
  const upload = async () => {
    const p = uploadProblem(file);
    if (p) return setProblem(t(p));
    setBusy(true);
    try {
      onState(await officeApi.uploadDocument(purpose, kind, file!));
      setFile(null);
      setProblem(null);
    } catch (error) {
      setProblem(failureOf(error).message ?? t('network_error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="office-card" data-testid={`document-${kind}`} data-status={latest?.status ?? 'none'}>
      <h3>{t(`document_kind_${kind}`)}</h3>
      <p>{t(`document_kind_${kind}_hint`)}</p>
      {latest ? (
        <p>
          {latest.file_name} · <span className="office-badge" data-status={latest.status} data-testid="document-status">{t(`document_status_${latest.status}`)}</span>
          {latest.reason ? <span data-testid="document-reason"> · {t(`document_reason_${latest.reason}`)}</span> : null}
          {latest.status === 'pending' ? <> · <button type="button" className="office-btn" onClick={onRefresh}>{t('refresh')}</button></> : null}
        </p>
      ) : null}
      {canUpload ? (
        <div className="office-form">
          <label>{t('document_choose')}<input type="file" name={`file-${kind}`} accept={UPLOAD_ACCEPT} onChange={(e) => setFile(e.target.files?.[0] ?? null)} data-testid={`document-file-${kind}`} /></label>
          <small>{t('upload_hint')}</small>
          {problem ? <p role="alert" className="office-alert" data-testid="document-problem">{problem}</p> : null}
          <div><button type="button" className="office-btn office-btn--primary" disabled={busy} onClick={() => void upload()} data-testid={`document-upload-${kind}`}>{t('document_upload')}</button></div>
        </div>
      ) : null}
    </div>
  );
}
