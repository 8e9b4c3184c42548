/**
 * office/payment/requests — the player's payment requests with their status and the desk's answer — and
 * office/payment/create-request with its steps, one route each (root-config office table):
 * create-request (topics) → {topicId} (sub-topics, or the player's transactions, or the form)
 * → {topicId}/{subTopicId} (form) · {topicId}/transactions → {topicId}/transactions/{transactionId} (form).
 * An unknown topic, sub-topic or transaction shows the not-found text.
 */
import { useMemo, useState } from 'react';
import { navigateToUrl } from 'single-spa';
import type { PaymentRequestTopic } from '@arena/domain';
import { Link, useArenaTranslation, useBusState, useFormatters } from '@arena/ui-kit';
import { createPaymentsApi, refusalMessage } from '../payments-shared/payments-api.ts';
import { PAYMENT_STYLES } from '../payments-shared/payment-styles.ts';
import { useLoad } from '../payments-shared/use-load.ts';

export function PaymentRequestsPage() {
  const { t } = useArenaTranslation('payments');
  const lng = useBusState('language');
  const user = useBusState('user');
  const formatters = useFormatters();
  const api = useMemo(() => createPaymentsApi(), []);
  const [loaded, reload] = useLoad((signal) => api.requests(signal), [api, user?.userId]);
  return (
    <div className="pay-page" data-testid="payment-requests-page">
      <style>{PAYMENT_STYLES}</style>
      <h2>{t('requests_title')}</h2>
      <p>
        <Link className="arena-btn arena-btn--accent" href={`/${lng}/office/payment/create-request`} data-testid="payment-requests-new">{t('requests_new')}</Link>
      </p>
      {loaded.state === 'loading' ? <p>{t('loading')}</p> : null}
      {loaded.state === 'error' ? <div role="alert"><p>{t('load_error')}</p><button type="button" className="arena-btn" onClick={reload}>{t('retry')}</button></div> : null}
      {loaded.state === 'ready' && loaded.data.requests.length === 0 ? <p data-testid="payment-requests-empty">{t('requests_empty')}</p> : null}
      {loaded.state === 'ready' ? (
        <ul className="pay-list">
          {loaded.data.requests.map((r) => (
            <li key={r.id} className="pay-row" data-testid={`payment-request-${r.id}`} data-status={r.status}>
              <span>№ {r.id} · {formatters.dateTime(r.createdAt * 1000)}</span>
              <strong>{r.topic}{r.subTopic ? ` · ${r.subTopic}` : ''}</strong>
              {r.paymentId ? <span>{t('requests_transaction', { id: r.paymentId })}</span> : null}
              <span className={`pay-status pay-status--${r.status === 'answered' ? 'success' : 'pending'}`}>{t(`requests_status_${r.status}`)}</span>
              <p style={{ flexBasis: '100%', margin: 0 }}>{r.message}</p>
              {r.answer ? <p style={{ flexBasis: '100%', margin: 0 }} data-testid={`payment-request-answer-${r.id}`}><strong>{t('requests_answer')}:</strong> {r.answer}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function RequestForm({ topic, subTopicId, paymentId }: { topic: PaymentRequestTopic; subTopicId?: string; paymentId?: number }) {
  const { t } = useArenaTranslation('payments');
  const lng = useBusState('language');
  const api = useMemo(() => createPaymentsApi(), []);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (message.trim() === '' || busy) return;
    setBusy(true);
    setError(null);
    try {
      await api.createRequest({ topicId: topic.id, ...(subTopicId ? { subTopicId } : {}), ...(paymentId ? { paymentId } : {}), message: message.trim() });
      navigateToUrl(`/${lng}/office/payment/requests`);
    } catch (failure) {
      setError(refusalMessage(failure) ?? t('requests_failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="pay-card" noValidate onSubmit={(e) => { e.preventDefault(); void send(); }}>
      <label className="pay-label" htmlFor="payment-request-message">{t('requests_message')}</label>
      <textarea id="payment-request-message" data-testid="payment-request-message" rows={5} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} />
      {error ? <p role="alert" className="pay-problem">{error}</p> : null}
      <button type="submit" className="arena-btn arena-btn--accent" data-testid="payment-request-send" disabled={busy || message.trim() === ''}>{busy ? t('sending') : t('requests_send')}</button>
    </form>
  );
}

export function CreatePaymentRequestPage() {
  const { t } = useArenaTranslation('payments');
  const lng = useBusState('language');
  const route = useBusState('route');
  const user = useBusState('user');
  const formatters = useFormatters();
  const api = useMemo(() => createPaymentsApi(), []);
  const [loaded, reload] = useLoad((signal) => api.topics(signal), [api, user?.userId]);
  const params = route?.params ?? {};
  const base = `/${lng}/office/payment/create-request`;

  const body = () => {
    if (loaded.state !== 'ready') return null;
    const topics = loaded.data.topics;
    const notFound = <p role="alert" data-testid="payment-request-not-found">{t('requests_not_found')} <Link href={base}>{t('requests_topics_link')}</Link></p>;
    if (route?.id === 'office-payment-create-request') {
      return (
        <ul className="pay-list" data-testid="payment-request-topics">
          {topics.map((topic) => (
            <li key={topic.id} className="pay-row"><Link href={`${base}/${topic.id}`} data-testid={`payment-request-topic-${topic.id}`}>{topic.title}</Link></li>
          ))}
        </ul>
      );
    }
    const topic = topics.find((x) => x.id === params['topicId']);
    if (!topic) return notFound;
    const heading = <h3>{topic.title}</h3>;
    if (route?.id === 'office-payment-subtopic') {
      const sub = topic.subTopics.find((s) => s.id === params['subTopicId']);
      if (!sub) return notFound;
      return <>{heading}<p>{sub.title}</p><RequestForm topic={topic} subTopicId={sub.id} /></>;
    }
    if (route?.id === 'office-payment-transactions') {
      if (!topic.transactions) return notFound;
      return (
        <>
          {heading}
          <p>{t('requests_choose_transaction')}</p>
          {topic.transactionList.length === 0 ? <p>{t('requests_no_transactions')}</p> : null}
          <ul className="pay-list">
            {topic.transactionList.map((p) => (
              <li key={p.id} className="pay-row">
                <Link href={`${base}/${topic.id}/transactions/${p.id}`} data-testid={`payment-request-transaction-${p.id}`}>№ {p.id}</Link>
                <span>{formatters.dateTime(p.createdAt * 1000)}</span><span>{p.systemName}</span>
                <strong>{formatters.money(p.amount, p.currency)}</strong><span>{t(`status_${p.status}`)}</span>
              </li>
            ))}
          </ul>
        </>
      );
    }
    if (route?.id === 'office-payment-transaction') {
      const payment = topic.transactionList.find((p) => String(p.id) === params['transactionId']);
      if (!payment) return notFound;
      return <>{heading}<p>{t('requests_about_transaction', { id: payment.id, amount: formatters.money(payment.amount, payment.currency), system: payment.systemName })}</p><RequestForm topic={topic} paymentId={payment.id} /></>;
    }
    // office-payment-topic: sub-topics, the transactions link, or straight to the form.
    return (
      <>
        {heading}
        {topic.subTopics.length > 0 ? (
          <ul className="pay-list">
            {topic.subTopics.map((s) => (
              <li key={s.id} className="pay-row"><Link href={`${base}/${topic.id}/${s.id}`} data-testid={`payment-request-subtopic-${s.id}`}>{s.title}</Link></li>
            ))}
          </ul>
        ) : null}
        {topic.transactions ? <p><Link className="arena-btn" href={`${base}/${topic.id}/transactions`} data-testid="payment-request-transactions-link">{t('requests_pick_transaction')}</Link></p> : null}
        {topic.subTopics.length === 0 ? <RequestForm topic={topic} /> : null}
      </>
    );
  };

  return (
    <div className="pay-page" data-testid="payment-create-request-page">
      <style>{PAYMENT_STYLES}</style>
      <h2>{t('requests_create_title')}</h2>
      {loaded.state === 'loading' ? <p>{t('loading')}</p> : null}
      {loaded.state === 'error' ? <div role="alert"><p>{t('load_error')}</p><button type="button" className="arena-btn" onClick={reload}>{t('retry')}</button></div> : null}
      {body()}
    </div>
  );
}
