import { createAppI18n, type Language } from '@alphadesk/ui/plain';
import { areaTexts, type Area } from './areas.ts';
import { zhTW, type Resources } from './zh-TW.ts';

/**
 * The member site's i18next instance (see createAppI18n) with the shell's texts; each lazily loaded
 * area's texts come with its route (`loadAreas`, called from routes.tsx) in the reader's language.
 */
const app = createAppI18n<Resources, typeof zhTW>(zhTW, {
  'zh-CN': () => import('./zh-CN.ts'),
  'en-US': () => import('./en-US.ts'),
});

export const { i18n, currentLanguage } = app;

/** Areas shown so far: a language switch loads their texts in the new language first. */
const shown = new Set<Area>();
const loading = new Map<string, Promise<void>>();

function loadArea(area: Area, language: Language): Promise<void> {
  const key = `${area}:${language}`;
  let done = loading.get(key);
  if (!done) {
    done = Promise.all([areaTexts[area][language](), app.ready()]).then(([{ default: texts }]) => {
      i18n.addResourceBundle(language, 'translation', texts, true, false);
    });
    // A failed chunk (offline) is asked for again next time.
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

/** Loads the texts of `list` in the current language (before the route that shows them renders). */
export async function loadAreas(list: readonly Area[]): Promise<void> {
  for (const area of list) shown.add(area);
  await Promise.all(list.map((area) => loadArea(area, currentLanguage())));
}

/** Switches language: the shell's and every shown area's texts first, then the language. */
export async function changeLanguage(language: Language): Promise<void> {
  await Promise.all([...shown].map((area) => loadArea(area, language)));
  await app.changeLanguage(language);
}

/** Starts i18next in the remembered language (the shell's texts; areas come with their routes). */
export async function setupI18n() {
  const instance = await app.setupI18n();
  await Promise.all([...shown].map((area) => loadArea(area, currentLanguage())));
  return instance;
}
