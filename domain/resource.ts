import type { GenericSchema } from 'valibot';
import type { ListRead, ListSpec } from './list-protocol.ts';
import type { Role } from './roles.ts';

/**
 * One declaration per entity (or per area of calls): its API operations with who may call them,
 * its list spec and schemas, its screens with who may open them. The permission table, the
 * server's route registration, the router, the menu and the client's calls all read these
 * declarations, so a path is written once. See docs/architecture.md, "A new screen".
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'authenticated' | readonly Role[];

export interface Operation<P extends string = string> {
  method: Method;
  /** the Fastify path, e.g. `/api/users/:userId` */
  path: P;
  access: Access;
  /**
   * Rows belong to communities: non-admin callers reach only their communities' rows (filtered
   * lists, 403 on a named row). The server refuses to start when a scoped operation's handler
   * does not declare how it scopes (server/resources/serve.ts).
   */
  scoped?: boolean;
  /** a list call: its query follows this spec (domain/list-protocol.ts) */
  list?: ListSpec;
  /** the body's schema, shared with the form that sends it */
  body?: GenericSchema;
  /** the query parameters of a call that is not a list (each a string, at most once) */
  query?: readonly string[];
  /** the answer is the CSV file of the whole filtered `list` (no range, no Content-Range) */
  csv?: boolean;
  /** the answer sums up every row `list`'s filters select (analytics): it reads the filters alone */
  aggregate?: boolean;
  /** a multipart upload of one file instead of a JSON body */
  upload?: { maxBytes: number; types: readonly string[] };
  /** the call honours an `Idempotency-Key` header: the same key and body create once */
  idempotent?: boolean;
  /** one line for the API reference (the operation's name is used otherwise) */
  summary?: string;
  /**
   * The success answer's schema (domain/<entity>/answers.ts): for a list, one row of the page. The OpenAPI
   * document, its examples and the API tests' check of every answer come from it.
   */
  response?: GenericSchema;
  /** the success status when it is not 200 (a create's 201, a 204 without body, the socket's 101) */
  status?: 101 | 201 | 204;
  /** the answer's media types when it is not JSON (a PDF, a spreadsheet, a page) */
  media?: readonly string[];
}

export interface Screen<P extends string = string> {
  /** the react-router pattern, e.g. `/users/:userId` */
  path: P;
  roles: readonly Role[];
  /**
   * The page that renders it, under src/ without `.tsx` (e.g. `features/users/UserForm`); its name
   * ends in List, Form or Page, which is how the client's router finds it (src/app/screens.ts).
   * A screen without a page is not built yet: it is neither routed nor in the menu.
   */
  page?: string;
  /** its entry in the side menu (and so in the Ctrl+K palette) */
  menu?: MenuPlacement;
  /** an extra Ctrl+K palette entry for a screen outside the menu (a create page, a tab) */
  palette?: PalettePlacement;
}

/** The menu's groups, in src/app/menu.ts; an entry without a section stands at the top level. */
export type MenuSection = 'offers' | 'orders' | 'finance';

export interface MenuPlacement {
  /** the translation key (the client checks it is one) */
  label: string;
  /** a Blueprint icon name (the client checks it is one) */
  icon: string;
  /** the position in the menu, ascending; a section stands where its first entry does */
  order: number;
  section?: MenuSection;
  /** a count shown beside the entry */
  badge?: 'refunds';
}

export interface PalettePlacement {
  label: string;
  icon: string;
  /** query of the palette's link, e.g. the tab it opens */
  query?: Readonly<Record<string, string>>;
}

export interface ResourceDef {
  /** the resource key: query-cache key on the client, change-feed entity, list resource */
  key: string;
  /** the audit log's entity name, when the resource's mutations are audited */
  entity?: string;
  ops: Record<string, Operation>;
  screens?: Record<string, Screen>;
}

/** Keeps the literal paths of a declaration, so URL builders can type their parameters. */
export function defineResource<const R extends ResourceDef>(r: R): R {
  return r;
}

type ParamNames<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? K | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? K
    : never;

/** `{userId: string}` for `/users/:userId`; nothing for a path without parameters. */
export type PathParams<P extends string> = [ParamNames<P>] extends [never]
  ? Record<string, never>
  : Record<ParamNames<P>, string | number>;

type Query = Record<string, string | number | boolean | undefined>;

function fill(pattern: string, params: Record<string, string | number>, query?: Query): string {
  const path = pattern.replace(/:(\w+)/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) throw new Error(`${pattern}: missing parameter ${k}`);
    return encodeURIComponent(String(v));
  });
  const q = Object.entries(query ?? {}).filter(([, v]) => v !== undefined);
  return q.length ? `${path}?${new URLSearchParams(q.map(([k, v]) => [k, String(v)]))}` : path;
}

/** A screen's URL: `screenUrl(USERS.screens.edit, {userId})` → `/users/…`. */
export function screenUrl<P extends string>(
  screen: { readonly path: P },
  params: PathParams<P>,
  query?: Query,
): string {
  return fill(screen.path, params as Record<string, string | number>, query);
}

/**
 * An operation's URL relative to `/api/` (the client's HTTP prefix):
 * `apiUrl(USERS.ops.one, {userId})` → `users/…`.
 */
export function apiUrl<P extends string>(
  op: { readonly path: P },
  params: PathParams<P>,
  query?: Query,
): string {
  return fill(op.path, params as Record<string, string | number>, query).replace(/^\/api\//, '');
}

/** The permission table's key of an operation: `GET /api/users/:userId`. */
export const opKey = (op: Operation): string => `${op.method} ${op.path}`;

/** What of the list protocol a list operation reads (domain/list-protocol.ts `LIST_READS`). */
export const listReadOf = (op: Pick<Operation, 'csv' | 'aggregate'>): ListRead =>
  op.csv ? 'file' : op.aggregate ? 'summary' : 'page';
