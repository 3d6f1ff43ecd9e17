// What a page's HTML carries so a first visit renders without waiting for the API (decision 0055): the
// discovery answer, the start-up reads (config, the visitor's capabilities, the default pricing's
// product offers, branding), the site-wide content (theme, navigation, components) and the words every
// page draws with (decision 0062), each as the
// envelope its call answers, taken from the cached reads' bytes. A read that fails (a shop without a
// theme answers 404) is left out; the app then asks for it as usual.
import type { CatalogueRouteServices } from './modules/catalogue/catalogue.routes';
import { productOffersRead } from './modules/catalogue/catalogue.routes';
import type { ContentService } from './modules/content/content.service';
import { contentReads, translationRead } from './modules/content/content.routes';
import type { TranslationService } from './modules/content/translation.service';
import { discoveredServices } from './modules/discovery/discovery.routes';
import { DEFAULT_PRICING_ID } from './modules/startup/site-config';
import { startUpReads, type StartupServices } from './modules/startup/startup.routes';
import { envelopeFor } from './plugins/envelope';
import type { WireCache, WireRead } from './plugins/wire-cache';

export type StartUpPayloadServices = Omit<StartupServices, 'wire'> &
  Omit<CatalogueRouteServices, 'wire'> & {
    wire: WireCache;
    content: ContentService;
    translations: TranslationService;
  };

/**
 * The translation categories every page's first drawing reads (the home page's hero and the footer's
 * words): carried, so the page is drawn in its own words and never changes them once the app is in.
 */
const CARRIED_TRANSLATIONS = ['home', 'footer'];

type TranslationLocale = Parameters<TranslationService['items']>[0];

/** The payload as JSON text; its members are named in snake_case like everything on the wire. */
export function createStartUpPayload(services: StartUpPayloadServices): () => Promise<string> {
  const { wire } = services;
  const reads = startUpReads(services);
  const content = contentReads(services.content);
  const discovery = JSON.stringify(envelopeFor(discoveredServices()));
  /** The read's envelope as JSON text, or null when it cannot be read now. */
  const json = <T>(read: WireRead<T>) =>
    wire.bytes(read).then(
      (bytes) => bytes.json.toString(),
      () => null,
    );
  return async () => {
    const config = await json(reads.config);
    const { default_segment: segment = null, site_locale: locale = null } = config
      ? (JSON.parse(config) as { result: { default_segment: string; site_locale: TranslationLocale } }).result
      : {};
    const [capabilities, offers, branding, theme, navigation, components, ...words] = await Promise.all([
      segment ? json(reads.capabilities(segment)) : null,
      json(productOffersRead(services, DEFAULT_PRICING_ID)),
      json(reads.branding),
      json(content.theme),
      json(content.navigation),
      json(content.components),
      ...CARRIED_TRANSLATIONS.map((category) =>
        locale ? json(translationRead(services.translations, locale, { categories: [category] })) : null,
      ),
    ]);
    // A list, not an object by category: the client turns every member name into camelCase.
    const carriedWords = CARRIED_TRANSLATIONS.flatMap((category, index) =>
      words[index] ? [`{"category":${JSON.stringify(category)},"answer":${words[index]}}`] : [],
    );
    const members: Array<[string, string | null]> = [
      ['discovery', discovery],
      ['config', config],
      [
        'capabilities',
        capabilities && `{"segment_name":${JSON.stringify(segment)},"answer":${capabilities}}`,
      ],
      [
        'product_offers',
        offers && `{"pricing_name":${JSON.stringify(DEFAULT_PRICING_ID)},"answer":${offers}}`,
      ],
      ['branding', branding],
      ['theme', theme],
      ['navigation', navigation],
      ['components', components],
      [
        'translations',
        locale && carriedWords.length > 0
          ? `{"locale":${JSON.stringify(locale)},"categories":[${carriedWords.join(',')}]}`
          : null,
      ],
    ];
    return `{${members
      .filter(([, value]) => value !== null)
      .map(([name, value]) => `"${name}":${value}`)
      .join(',')}}`;
  };
}
