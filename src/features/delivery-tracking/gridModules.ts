import { ModuleRegistry, SelectEditorModule, TextEditorModule } from 'ag-grid-community';

/**
 * The lists register no editing (agGrid.ts); this screen edits status (a select), tracking number
 * and date (text) in place, so it adds the two editors, with its own chunk.
 */
ModuleRegistry.registerModules([TextEditorModule, SelectEditorModule]);
