import { expect, type FileChooser, type Locator, type Page } from '@playwright/test';

type Picked = Parameters<FileChooser['setFiles']>[0];

/**
 * Opens a file picker from the keyboard (`key` on `target`) and answers it with `file`.
 * Playwright turns the picker's interception on without waiting for it when the listener is
 * added: a key pressed at once can open Chromium's own picker instead, and no event ever comes
 * (seen once on a loaded machine). Focusing the target after adding the listener is a round trip
 * to the page behind that switch.
 */
export async function pickFileByKey(page: Page, target: Locator, key: 'Enter' | 'Space', file: Picked) {
  const chooser = page.waitForEvent('filechooser');
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
  await (await chooser).setFiles(file);
}

/**
 * The file chooser's promise, once Playwright's interception of it is on (see pickFileByKey): a
 * round trip to the page after adding the listener, so a shortcut pressed next opens no picker
 * of Chromium's own.
 */
export async function fileChooserArmed(page: Page): Promise<{ chooser: Promise<FileChooser> }> {
  const chooser = page.waitForEvent('filechooser');
  await page.evaluate(() => undefined);
  // wrapped: an async function returning the promise itself would wait for the picker
  return { chooser };
}
