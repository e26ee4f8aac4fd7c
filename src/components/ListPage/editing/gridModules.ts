import { CustomEditorModule, ModuleRegistry, SelectEditorModule, TextEditorModule } from 'ag-grid-community';

/**
 * The editors of cells edited in place (useCellEditing): text for text, numbers, yuan and days,
 * select for statuses and yes/no, and the custom one that settles a conflict.
 */
ModuleRegistry.registerModules([TextEditorModule, SelectEditorModule, CustomEditorModule]);
