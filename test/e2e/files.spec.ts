import { expect as baseExpect, type Page, test } from './csp.ts';
import { pickFileByKey } from './pages/files.ts';
import { signIn } from './pages/session.ts';

// the machine running these is shared and often saturated: generous waits, same assertions
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });

const PICTURE = /\/storage\/member-avatar\/[0-9a-f]{32}\.png$/;

/** The drop zone of the picture field: a button labelled by the field, opened with the keyboard. */
const zone = (page: Page) => page.locator('.bp6-drawer .cpt-upload-zone');
/** Blueprint's drawer has no accessible name: it is found by its title */
const drawerOf = (page: Page, title: string) => page.locator('.bp6-drawer').filter({ hasText: title });

// no trace: its snapshotter fetches the previews' blob: URLs from the page, which the console's
// connect-src 'self' refuses, and the CSP watch would count that as the console's violation
test.use({ viewport: { width: 1440, height: 900 }, trace: 'off' });

test('a picture uploaded through a form field is kept and served from /storage', async ({ page }) => {
  await signIn(page, 'designer');
  // a real PNG to send: the screen itself
  const png = await page.screenshot();
  await page.getByRole('button', { name: 'Change picture' }).click();
  const drawer = drawerOf(page, 'My picture');
  await expect(drawer).toBeVisible();
  await expect(zone(page)).toHaveAccessibleName('Picture');

  // hold the upload a moment so its progress bar can be seen
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/files/member-avatar', async (route) => {
    await held;
    await route.continue();
  });
  await pickFileByKey(page, zone(page), 'Enter', { name: 'me.png', mimeType: 'image/png', buffer: png });
  const progress = drawer.locator('.cpt-upload-progress');
  await expect(progress).toBeVisible();
  // saving waits for the file
  await page.keyboard.press('Control+s');
  await expect(drawer.getByText('Wait until the upload has finished')).toBeVisible();
  release();

  const preview = drawer.locator('img.cpt-upload-preview');
  await expect(preview).toHaveAttribute('src', PICTURE);
  await expect(progress).toHaveCount(0);
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1440);
  await page.screenshot({ path: 'test-results/files-field-en.png' });
  await page.unroute('**/api/files/member-avatar');

  await drawer.getByRole('button', { name: 'Open me.png (Delete removes it)' }).focus();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Picture saved')).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.reload();
  const avatar = page.getByRole('img', { name: 'Picture' });
  await expect(avatar).toHaveAttribute('src', PICTURE);
  const src = (await avatar.getAttribute('src')) ?? '';
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toContain('immutable');
  expect((await served.body()).equals(png)).toBe(true);
});

test('paste from the clipboard, Delete removes, a refused file shows the error state', async ({ page }) => {
  await signIn(page, 'logistic');
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 120 } });
  await page.goto('/?picture=edit');
  const drawer = drawerOf(page, 'My picture');

  // a "picture" that is really a program: the server reads its bytes and refuses it
  await pickFileByKey(page, zone(page), 'Space', {
    name: 'cat.png',
    mimeType: 'image/png',
    buffer: Buffer.from('MZ\x90\x00fake program'),
  });
  await expect(page.getByText('An error occurs uploading').first()).toBeVisible();
  const failed = drawer.locator('.cpt-upload-error');
  await expect(failed).toContainText('this kind of file is not accepted here');
  await page.screenshot({ path: 'test-results/files-field-error-en.png' });
  await failed.getByRole('button', { name: 'cat.png', exact: true }).press('Delete');
  await expect(failed).toHaveCount(0);

  // paste a picture into the focused drop zone
  await zone(page).focus();
  await zone(page).evaluate(
    (el, bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], 'pasted.png', { type: 'image/png' }));
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [...png],
  );
  await expect(drawer.locator('img.cpt-upload-preview')).toHaveAttribute('src', PICTURE);
  await expect(drawer.getByText('pasted.png')).toBeVisible();
});

test('the field in Chinese', async ({ page }) => {
  await signIn(page, 'designer');
  await page.evaluate(() => localStorage.setItem('comptoir.lang', 'zh'));
  await page.goto('/?picture=edit');
  const drawer = drawerOf(page, '我的头像');
  await expect(drawer.getByText('将文件拖到此处、粘贴，或按回车键选择文件')).toBeVisible();
  await expect(drawer.getByText('每个文件最大 2 MB')).toBeVisible();
  await page.screenshot({ path: 'test-results/files-field-zh.png' });
});

test('a customer picture is private: shown with the sign-in cookie to a member who may read the customer', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  const png = await page.screenshot({ clip: { x: 0, y: 0, width: 200, height: 120 } });
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('comptoir.session') ?? '{}').token);
  const list = await page.request.get('/api/customers/details?range=[0,0]', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [first] = (await list.json()) as { id: string }[];
  await page.goto(`/customers/${first?.id}`);
  const field = page.getByRole('button', { name: 'Profile picture', exact: true });
  await pickFileByKey(page, field, 'Enter', { name: 'face.png', mimeType: 'image/png', buffer: png });
  const preview = page.locator('img.cpt-upload-preview');
  // the uploader sees it before the customer is saved
  await expect(preview).toHaveAttribute('src', /\/storage\/customer-picture\/[0-9a-f]{32}\.png$/);
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Successfully saved')).toBeVisible();

  await page.goto(`/customers/${first?.id}`);
  await expect(preview).toHaveJSProperty('complete', true);
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  const src = (await preview.getAttribute('src')) ?? '';
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toMatch(/^private/);
  // without the browser's cookie: nothing
  expect((await request.get(src)).status()).toBe(401);
});
