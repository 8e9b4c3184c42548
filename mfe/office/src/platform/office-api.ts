/**
 * The office's own calls (server/src/api/profile, support, verification READMEs). Pages use these through
 * hooks; errors arrive as HttpError and become form failures (office-errors.ts).
 */
import type {
  OfficeProfile, ProfileInput, SupportTicket, SupportTicketMessage, SupportTicketSummary,
  UserProtectionMethods, VerificationState } from '@arena/domain';
import { officeProfileAnswer, officeProfilePutAnswer, officeSecurityCodePostAnswer, officeSecurityEmailAuthPutAnswer, officeSecurityPasswordPostAnswer, officeSecurityPhonePostAnswer, officeSecurityQuestionPutAnswer, officeSecuritySessionsAnswer, officeSecuritySessionsEndOthersPostAnswer, officeSecurityTwoStepPostAnswer, officeSettingsAnswer, officeSettingsPutAnswer, supportAppealsAnswer, supportAppealsPostAnswer, supportIdeasAnswer, supportIdeasPostAnswer, supportTicketsAnswer, supportTicketsAttachmentsPostAnswer, supportTicketsClosePostAnswer, supportTicketsMessagesPostAnswer, supportTicketsOfIdAnswer, supportTicketsPostAnswer, supportTopicsAnswer, verificationAnswer, verificationDocumentsPostAnswer, webPhoneCountriesAnswer, webPhoneMasksAnswer } from '@arena/contracts/answer-checks';
import type { DisplaySettings } from '@arena/event-bus';
import { http } from '@arena/http';

/** The profile's personal data as the office reads it: the fields the shared profile rules check, but the e-mail (top level). */
export type UserData = Omit<ProfileInput, 'email'>;

export type ProtectionMethods = UserProtectionMethods;
export type Profile = OfficeProfile;

export type ProfileEdit = UserData & { email: string };

export type TicketMessage = SupportTicketMessage;
export type Ticket = SupportTicket;
export type TicketSummary = SupportTicketSummary;

/** A verification purpose's documents and their review (the wire type of @arena/domain). */
export type { VerificationState } from '@arena/domain';

/** Logins and passwords travel as base64 of their UTF-8 bytes (server README, "Credentials"). */
export const encodeSecret = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const noStore = { cache: 'no-store' as const };

/** A live session of the player (the id is a label, never usable as a session). */
export interface OfficeSession {
  id: string;
  createdAt: number;
  expiresAt: number;
  current: boolean;
}

export const officeApi = {
  profile: () => http.get<unknown>('/office-api/profile', noStore).then(officeProfileAnswer).then((a) => a.data),
  /** `password` goes with a new e-mail only (the server asks for it then). */
  saveProfile: (edit: ProfileEdit, password?: string) =>
    http.put<unknown>('/office-api/profile', password === undefined ? edit : { ...edit, password: encodeSecret(password) }).then(officeProfilePutAnswer).then((a) => a.data),
  settings: () => http.get<unknown>('/office-api/settings', noStore).then(officeSettingsAnswer).then((a) => a.data),
  saveSettings: (settings: DisplaySettings) => http.put<unknown>('/office-api/settings', settings).then(officeSettingsPutAnswer).then((a) => a.data),

  changePassword: (oldPassword: string, newPassword: string) =>
    http.post<unknown>('/office-api/security/password', { old_password: encodeSecret(oldPassword), new_password: encodeSecret(newPassword) }).then(officeSecurityPasswordPostAnswer).then((a) => a.data),
  /** The current password proves the owner asks (issue 32, finding 4), not just whoever holds the session. */
  sendCode: (purpose: 'two_step_on' | 'two_step_off' | 'phone', password: string, phone?: { country_code: string; phone_number: string }) =>
    http.post<unknown>('/office-api/security/code', { purpose, password: encodeSecret(password), ...(phone ?? {}) }).then(officeSecurityCodePostAnswer),
  sessions: () => http.get<unknown>('/office-api/security/sessions', noStore).then(officeSecuritySessionsAnswer).then((a) => a.sessions),
  endOtherSessions: () => http.post<unknown>('/office-api/security/sessions/end-others', {}).then(officeSecuritySessionsEndOthersPostAnswer).then((a) => a.ended),
  setTwoStep: (enable: boolean, code: string) => http.post<unknown>('/office-api/security/two-step', { enable, code }).then(officeSecurityTwoStepPostAnswer).then((a) => a.data),
  /** The phone countries and their masks (the digits each country's numbers have: the shared phone rule). */
  phoneCountries: () => http.get<unknown>('/web-api/phone/countries').then(webPhoneCountriesAnswer).then((a) => a.countries),
  phoneMasks: () => http.get<unknown>('/web-api/phone/masks').then(webPhoneMasksAnswer).then((a) => a.masks),
  bindPhone: (country_code: string, phone_number: string, code: string) =>
    http.post<unknown>('/office-api/security/phone', { country_code, phone_number, code }).then(officeSecurityPhonePostAnswer).then((a) => a.data),
  setQuestion: (question_id: number, answer: string, password: string) =>
    http.put<unknown>('/office-api/security/question', { question_id, answer, password: encodeSecret(password) }).then(officeSecurityQuestionPutAnswer).then((a) => a.data),
  setEmailAuth: (enabled: boolean) => http.put<unknown>('/office-api/security/email-auth', { enabled }).then(officeSecurityEmailAuthPutAnswer).then((a) => a.data),

  topics: () => http.get<unknown>('/support-api/topics').then(supportTopicsAnswer),
  tickets: () => http.get<unknown>('/support-api/tickets', noStore).then(supportTicketsAnswer).then((a) => a.tickets),
  ticket: (id: number) => http.get<unknown>(`/support-api/tickets/${id}`, noStore).then(supportTicketsOfIdAnswer).then((a) => a.ticket),
  openTicket: (topic_id: string, subject: string, text: string) => http.post<unknown>('/support-api/tickets', { topic_id, subject, text }).then(supportTicketsPostAnswer).then((a) => a.ticket),
  reply: (id: number, text: string) => http.post<unknown>(`/support-api/tickets/${id}/messages`, { text }).then(supportTicketsMessagesPostAnswer).then((a) => a.ticket),
  attach: (id: number, file: File, text: string) => {
    const form = new FormData();
    if (text) form.append('text', text);
    form.append('file', file);
    return http.post<unknown>(`/support-api/tickets/${id}/attachments`, form).then(supportTicketsAttachmentsPostAnswer).then((a) => a.ticket);
  },
  closeTicket: (id: number) => http.post<unknown>(`/support-api/tickets/${id}/close`).then(supportTicketsClosePostAnswer).then((a) => a.ticket),
  ideas: () => http.get<unknown>('/support-api/ideas', noStore).then(supportIdeasAnswer).then((a) => a.ideas),
  sendIdea: (category: string, text: string) => http.post<unknown>('/support-api/ideas', { category, text }).then(supportIdeasPostAnswer),
  appeals: () => http.get<unknown>('/support-api/appeals', noStore).then(supportAppealsAnswer),
  appeal: (text: string) => http.post<unknown>('/support-api/appeals', { text }).then(supportAppealsPostAnswer).then((a) => a.ticket),

  verification: (purpose: VerificationState['purpose']) => http.get<unknown>(`/verification-api/${purpose}`, noStore).then(verificationAnswer),
  uploadDocument: (purpose: VerificationState['purpose'], kind: string, file: File) => {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    return http.post<unknown>(`/verification-api/${purpose}/documents`, form).then(verificationDocumentsPostAnswer);
  },
};
