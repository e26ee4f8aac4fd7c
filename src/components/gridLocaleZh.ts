// the one table of @ag-grid-community/locale the console uses, as a module of its own so that a
// dynamic import of it gets this table and no other language's
export { AG_GRID_LOCALE_CN } from '@ag-grid-community/locale';
