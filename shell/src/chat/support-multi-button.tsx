import { useCallback, useState } from 'react';
import type { SiteConfigChat } from '@arena/domain';
import { usePopover } from '../header/use-popover.ts';
import { useText } from '../platform/use-text.ts';
import { SupportChat } from './support-chat.tsx';
import { Icon } from '../widgets/icons.tsx';

/** The floating support button: opens chat, e-mail, phone or Telegram. */
export function SupportMultiButton({ chat }: { chat: SiteConfigChat | undefined }) {
  const t = useText();
  const { open, toggle, setOpen, root } = usePopover();
  const [chatOpen, setChatOpen] = useState(false);
  // Once opened the chat stays mounted (hidden when closed): its live stream keeps the unread count.
  const [chatStarted, setChatStarted] = useState(false);
  const [unread, setUnread] = useState(0);
  const onUnread = useCallback((count: number) => setUnread(count), []);
  return (
    <div className="arena-support" ref={root}>
      {chatStarted && chat && <SupportChat chat={chat} visible={chatOpen} onClose={() => setChatOpen(false)} onUnread={onUnread} />}
      {open && (
        <ul className="arena-support__menu" aria-label={t('support')}>
          {chat && (
            <li>
              <button type="button" onClick={() => { setOpen(false); setChatOpen(true); setChatStarted(true); }} data-testid="support-open-chat"><Icon name="chat" size={16} /> {t('support_chat')}</button>
            </li>
          )}
          <li><a href="mailto:support@arena.test"><Icon name="mail" size={16} /> {t('support_email')}</a></li>
          <li><a href="tel:+78000000000"><Icon name="phone" size={16} /> {t('support_phone')}</a></li>
          <li><a href="https://t.me/arena_support" target="_blank" rel="noreferrer"><Icon name="send" size={16} /> {t('support_telegram')}</a></li>
        </ul>
      )}
      <button type="button" className="arena-support__button" aria-haspopup="true" aria-expanded={open} aria-label={t('support')} onClick={toggle} data-testid="support-button">
        <Icon name={open ? 'close' : 'help'} size={24} />
        {unread > 0 && !chatOpen && <span className="arena-support__unread" aria-label={t('chat_unread', { count: String(unread) })} data-testid="support-chat-unread">{unread}</span>}
      </button>
    </div>
  );
}
