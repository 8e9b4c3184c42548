/**
 * The i18next backend that loads one dictionary per language and app namespace from the backend
 * (GET /dictionary-api/{lng}/{namespace} → flat key → text).
 */
import type { BackendModule, ReadCallback } from 'i18next';
import { dictionaryAnswer } from '@arena/contracts/answer-checks';
import { isHttpError, type HttpClient } from '@arena/http';

export type DictionaryUrl = (language: string, namespace: string) => string;

export const defaultDictionaryUrl: DictionaryUrl = (language, namespace) =>
  `/dictionary-api/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}`;

export interface DictionaryBackendOptions {
  http: HttpClient;
  url?: DictionaryUrl;
  onError(statusCode: number, language: string, namespace: string, error: unknown): void;
}

export function createDictionaryBackend(options: DictionaryBackendOptions): BackendModule {
  const { http, url = defaultDictionaryUrl, onError } = options;
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language: string, namespace: string, callback: ReadCallback) {
      dictionaryAnswer.warm?.();
      http
        .get<unknown>(url(language, namespace), { auth: false, headers: { 'X-Language': language } })
        .then(dictionaryAnswer)
        .then((dictionary) => callback(null, dictionary))
        .catch((error: unknown) => {
          onError(isHttpError(error) ? error.status : 0, language, namespace, error);
          // false: no i18next-internal retries; the user is offered a page refresh instead (spec §8).
          callback(error instanceof Error ? error : new Error(String(error)), false);
        });
    },
  };
}
