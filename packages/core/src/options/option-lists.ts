import { loadAllPages, type OptionPageFetcher } from './load-all-pages.js';
import {
  byBigqueryField,
  byCodeAndName,
  byIdAndName,
  byIdAndStatus,
  identificationTypeWithoutNit,
  type OptionTransform,
} from './option-transforms.js';
import type { SelectOption } from './select-option.js';

/** Whether a list can be loaded before signing in (§7 marks these "public"). */
export type OptionListAccess = 'public' | 'authenticated';

/**
 * How one option list is fetched and read. `path` is relative to the API base (`/api`), the
 * way core's API client takes paths; `next` links are followed as the server gives them.
 */
export interface OptionListDescriptor<P> {
  path: (params: P) => string;
  access: OptionListAccess;
  transform: OptionTransform;
}

const fixed = (path: string, access: OptionListAccess, transform: OptionTransform = byIdAndName) => ({
  path: (): string => path,
  access,
  transform,
});

const encode = (value: string | number): string => encodeURIComponent(String(value));

/** Every option list of §3/§7, by key. */
export const OPTION_LISTS = {
  // Public lists (sign-up and technical support work before signing in).
  country: fixed('/country/', 'public', byCodeAndName),
  countryAbrevs: fixed('/countryabrevs/', 'public'),
  typeProblemChoices: fixed('/type-problem-choices/', 'public'),
  supportState: fixed('/support-state/', 'public'),
  identificationType: fixed('/identificationtype/', 'public', identificationTypeWithoutNit),
  personType: fixed('/persontype/', 'public'),
  department: fixed('/department/', 'public', byCodeAndName),

  // Lists for signed-in users.
  company: fixed('/company/', 'authenticated'),
  channel: fixed('/channel/', 'authenticated'),
  state: fixed('/state/', 'authenticated'),
  gender: fixed('/gender/', 'authenticated'),
  product: fixed('/product/', 'authenticated'),
  reason: fixed('/reason/', 'authenticated'),
  controlEntity: fixed('/controlentity/', 'authenticated'),
  condition: fixed('/condition/', 'authenticated'),
  criterion: fixed('/criterion/', 'authenticated'),
  position: fixed('/position/', 'authenticated'),
  group: fixed('/group/', 'authenticated'),
  companyType: fixed('/companytype/', 'authenticated'),
  direction: fixed('/direction/', 'authenticated'),
  instance: fixed('/instance/', 'authenticated'),
  fraudTypes: fixed('/fraud_types/', 'authenticated'),
  fraudModes: fixed('/fraud_modes/', 'authenticated'),

  // Jurisdictional lists.
  analysisTypes: fixed('/jurisdiccional-servi/analysis-types', 'authenticated'),
  mlValidateTypes: fixed('/jurisdiccional-servi/mlvalidate-types', 'authenticated'),
  solicitudeStatus: fixed('/jurisdiccional-servi/solicitude-status', 'authenticated', byIdAndStatus),
  annexesStatus: fixed('/jurisdiccional-servi/annexes-status', 'authenticated', byIdAndStatus),
  solicitudeTypes: fixed('/jurisdiccional-servi/solicitude-types', 'authenticated', byBigqueryField),

  // Lists that depend on a choice made earlier in the form.
  // Public: the registration form asks for department and municipality before any sign-in.
  municipality: {
    path: ({ department }: { department: string | number }) =>
      `/municipality/?department=${encode(department)}`,
    access: 'public',
    transform: byCodeAndName,
  },
  reasonByCompany: {
    path: ({ companyId }: { companyId: string | number }) =>
      `/reason/company/?id_company=${encode(companyId)}`,
    access: 'authenticated',
    transform: byIdAndName,
  },
  productByCompany: {
    path: ({ companyId }: { companyId: string | number }) =>
      `/product/company/?id_company=${encode(companyId)}`,
    access: 'authenticated',
    transform: byIdAndName,
  },

  /** §7 generic `/api/{endpoint}`: any other list, read with the default transform. */
  endpoint: {
    path: ({ endpoint }: { endpoint: string }) => `/${endpoint.replace(/^\/+/, '')}`,
    access: 'authenticated',
    transform: byIdAndName,
  },
} as const satisfies Record<string, OptionListDescriptor<never>>;

/** Key of one of the {@link OPTION_LISTS}. */
export type OptionListKey = keyof typeof OPTION_LISTS;

/** The parameters list `K` needs in its URL (`undefined` for fixed lists). */
export type OptionListParams<K extends OptionListKey> = Parameters<(typeof OPTION_LISTS)[K]['path']>[0];

/** The parameter argument of list `K`: required when its URL needs one, absent otherwise. */
export type OptionListParamsArg<K extends OptionListKey> = [OptionListParams<K>] extends [undefined]
  ? [params?: undefined]
  : [params: OptionListParams<K>];

/** The path (relative to the API base) of the first page of list `key`. */
export function optionListPath<K extends OptionListKey>(key: K, ...[params]: OptionListParamsArg<K>): string {
  // Each descriptor's path takes exactly the params its key demands; the tuple type above enforces it.
  return (OPTION_LISTS[key].path as (p: unknown) => string)(params);
}

/**
 * §7: loads every page of list `key` and turns the items into {@link SelectOption}s with the
 * list's transform (items it cannot read are left out). Any failure yields an empty list.
 * Example: `loadOptionList('municipality', fetchPage, { department: '05' })`.
 */
export async function loadOptionList<K extends OptionListKey>(
  key: K,
  fetchPage: OptionPageFetcher<unknown>,
  ...params: OptionListParamsArg<K>
): Promise<SelectOption[]> {
  let url: string;
  try {
    url = optionListPath(key, ...params);
  } catch {
    return [];
  }
  const items = await loadAllPages(fetchPage, url);
  const { transform } = OPTION_LISTS[key];
  return items.map((item) => transform(item)).filter((option): option is SelectOption => option !== null);
}
