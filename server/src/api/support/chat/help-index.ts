/**
 * The chat bot's retrieval: tf-idf over the help texts of the content store (information pages and rules
 * chapters), one index per content language, so a question is weighed against the texts of its own
 * language (a word common in Kazakh texts says nothing about a Russian one). Deterministic on purpose: the
 * same question over the same content gives the same answer, and an answer names the page it came from.
 *
 * Normalisation (the same for questions and texts, in every language): Unicode NFKC, then the accents and
 * marks dropped (NFD without combining marks: ё → е, ç → c, ş → s, Arabic hamza and short vowels), lower case,
 * Azerbaijani ə → e and ı → i (players without an Azerbaijani keyboard type «cixarmaq» for «çıxarmaq»),
 * Arabic tatweel dropped, ى → ي, ة → ه and the article ال (with و ف ب ك ل before it) cut off; words of letters
 * and digits, stop words dropped, and a light stem — a word is cut to its first STEM letters (the interface
 * languages inflect at the end: «вывести», «вывестИ», «выведите»…, «çıxarmaq», «çıxarılması», «أموالي»,
 * «أموالك», and English «withdraw», «withdrawal» meet on their stem).
 */
import type { StoredItem } from '../../content/content-repository.ts';
import { pageOfType } from '../../content/content-paths.ts';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../../content/content-schema.ts';

const STEM = 5;
const TITLE_WEIGHT = 3;
const SUMMARY_WEIGHT = 2;
/** A question whose best page scores below this has no answer in the help: the bot hands over. */
export const MIN_SCORE = 2;

// The Arabic article and the one-letter words glued before it (و and, ف so, ب with, ك like, ل for: لل).
const ARABIC_ARTICLE = /^(?:[وفبك]?ال|لل)(?=\p{L}{2})/u;

function normaliseWord(word: string): string {
  return word.replace(/ə/g, 'e').replace(/ı/g, 'i').replace(/\u0640/g, '').replace(/ى/g, 'ي').replace(/ة/g, 'ه').replace(ARABIC_ARTICLE, '');
}

function words(text: string): string[] {
  const plain = text.normalize('NFKC').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return (plain.match(/[\p{L}\p{N}]+/gu) ?? []).map(normaliseWord).filter((w) => w.length > 1).map((w) => w.slice(0, STEM));
}

// Question words and fillers of the six languages, normalised and stemmed like the texts.
const STOP_WORDS = new Set(
  words(
    'как что где когда почему можно мне мой моя мои это для или если чтобы нужно хочу надо подскажите скажите пожалуйста здравствуйте привет ' +
      'як що де коли чому мені можна будь ласка ' +
      'қалай не неге қайда қашан маған болады ' +
      'necə nə niyə harada nə vaxt mən mənə kimi olar bilərəm üçün zəhmət salam ' +
      'كيف ماذا ما أين متى لماذا هل يمكن يمكنني أريد من في على عن أن ' +
      'how what where when why can the and for you your my mine do does is are to of in it an want need please hello',
  ),
);

export function terms(text: string): string[] {
  return words(text).filter((w) => !STOP_WORDS.has(w));
}

export interface HelpPage {
  type: string;
  slug: string;
  /** The path after `/{lng}/` of the page (content-paths.ts). */
  path: string;
  texts: Partial<Record<ContentLanguage, HelpText>>;
}

export interface HelpText {
  title: string;
  summary: string;
  body: string;
}

interface IndexedDoc {
  page: HelpPage;
  weights: Map<string, number>;
}

export interface HelpFound {
  page: HelpPage;
  score: number;
  /** The language of the text that matched. */
  lang: ContentLanguage;
}

export interface HelpIndex {
  /**
   * The best page for a question asked in a language: searched in that language's texts first, then in
   * the others (a Ukrainian player may well write in Russian); null when nothing scores MIN_SCORE.
   */
  search(question: string, language: string): HelpFound | null;
}

export function helpPageOf(item: StoredItem): HelpPage {
  const page = pageOfType(item.type);
  const texts: HelpPage['texts'] = {};
  for (const lang of CONTENT_LANGUAGES) {
    const text = item[lang];
    if (text) texts[lang] = { title: text.title, summary: text.summary, body: text.body };
  }
  return { type: item.type, slug: item.slug, path: page ? page.path(item) : item.slug, texts };
}

/** A tf-idf index over one language's texts. */
function languageIndex(pages: readonly HelpPage[], lang: ContentLanguage): (question: string) => { page: HelpPage; score: number } | null {
  const docs: IndexedDoc[] = [];
  for (const page of pages) {
    const text = page.texts[lang];
    if (!text) continue;
    const weights = new Map<string, number>();
    const add = (found: string[], weight: number) => found.forEach((w) => weights.set(w, (weights.get(w) ?? 0) + weight));
    add(terms(text.title), TITLE_WEIGHT);
    add(terms(text.summary), SUMMARY_WEIGHT);
    add(terms(text.body), 1);
    docs.push({ page, weights });
  }
  const documentFrequency = new Map<string, number>();
  for (const doc of docs) for (const term of doc.weights.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  const idf = (term: string) => Math.log(1 + docs.length / (documentFrequency.get(term) ?? docs.length));
  return (question) => {
    const asked = [...new Set(terms(question))];
    let best: { page: HelpPage; score: number } | null = null;
    for (const doc of docs) {
      // log-scaled term frequency: a long page repeating a word does not beat the page about it.
      const score = asked.reduce((sum, term) => sum + (doc.weights.has(term) ? (1 + Math.log(doc.weights.get(term)!)) * idf(term) : 0), 0);
      if (score >= MIN_SCORE && (!best || score > best.score)) best = { page: doc.page, score };
    }
    return best;
  };
}

const isContentLanguage = (language: string): language is ContentLanguage => (CONTENT_LANGUAGES as readonly string[]).includes(language);

export function buildHelpIndex(pages: readonly HelpPage[]): HelpIndex {
  const indexes = new Map(CONTENT_LANGUAGES.map((lang) => [lang, languageIndex(pages, lang)] as const));
  return {
    search(question, language) {
      const order = isContentLanguage(language) ? [language, ...CONTENT_LANGUAGES.filter((l) => l !== language)] : CONTENT_LANGUAGES;
      for (const lang of order) {
        const found = indexes.get(lang)!(question);
        if (found) return { ...found, lang };
      }
      return null;
    },
  };
}

/** The answer's text: the page's title, its summary and the start of its body as plain text. */
export function helpExcerpt(text: HelpText, question: string, maxLength = 700): string {
  const paragraphs = text.body.split(/\n{2,}/).map((p) => p.replace(/[#*_>`[\]]/g, '').replace(/\(https?:[^)]*\)/g, '').trim()).filter(Boolean);
  // The paragraph that shares most words with the question goes first (the section it asked about).
  const asked = new Set(terms(question));
  const overlap = (p: string) => terms(p).filter((t) => asked.has(t)).length;
  const start = paragraphs.reduce((bestIndex, p, index) => (overlap(p) > overlap(paragraphs[bestIndex] ?? '') ? index : bestIndex), 0);
  const chosen = paragraphs.slice(start, start + 3).join('\n');
  const excerpt = chosen.length > maxLength ? `${chosen.slice(0, maxLength).replace(/\s+\S*$/, '')}…` : chosen;
  return `${text.title}\n${excerpt || text.summary}`;
}
