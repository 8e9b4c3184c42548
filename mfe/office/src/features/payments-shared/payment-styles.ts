/** Styles of the office's payment screens (deduce, recharge, historypay, payment requests). */
export const PAYMENT_STYLES = `
.pay-page{display:flex;flex-direction:column;gap:12px;max-width:760px}
.pay-intro{opacity:.8;margin:0}
.pay-card{display:flex;flex-direction:column;gap:10px;padding:16px;border-radius:12px;background:var(--arena-surface,rgba(127,127,127,.08))}
.pay-options{border:0;padding:0;margin:0;display:flex;flex-direction:column;gap:6px}
.pay-options legend,.pay-label{font-weight:600;margin-bottom:4px}
.pay-option{display:flex;align-items:center;gap:10px;padding:8px 10px;border-radius:8px;border:1px solid rgba(127,127,127,.3);cursor:pointer;flex-wrap:wrap}
.pay-option:has(input:checked){border-color:var(--arena-accent,#1a73e8)}
.pay-figures{opacity:.85;margin-inline-start:auto}
.pay-card input[inputmode],.pay-card textarea,.pay-card select{padding:8px;font-size:16px;border-radius:8px;border:1px solid rgba(127,127,127,.4)}
.pay-problem{color:#c5221f;min-height:1.2em;margin:0}
.pay-preview{margin:0;font-weight:600}
.pay-notice{padding:8px 12px;border-radius:8px}.pay-notice--error{background:rgba(197,34,31,.12)}.pay-notice--ok{background:rgba(30,142,62,.12)}
.pay-list{list-style:none;padding:0;margin:0;display:flex;flex-direction:column;gap:6px}
.pay-row{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;padding:8px 10px;border-radius:8px;background:rgba(127,127,127,.08)}
.pay-status{padding:2px 8px;border-radius:10px;font-size:13px;background:rgba(127,127,127,.2)}
.pay-status--success{background:rgba(30,142,62,.2)}.pay-status--fail{background:rgba(197,34,31,.2)}.pay-status--pending{background:rgba(242,153,0,.25)}
.pay-filters{display:flex;gap:8px;flex-wrap:wrap}
.pay-pager{display:flex;gap:8px;align-items:center}`;
