import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);

/** The one family every document uses: Noto Sans SC covers Latin and Chinese, shipped by npm. */
export const FONT_FAMILY = 'NotoSansSC';

let registered = false;

/**
 * Registers the CJK font once per process. The TTFs come from an npm package, so Chinese renders
 * on a machine without any system font; react-pdf embeds only the glyphs a document uses.
 */
export function registerFonts(): void {
  if (registered) return;
  Font.register({
    family: FONT_FAMILY,
    fonts: [
      { src: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf') },
      {
        src: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
        fontWeight: 'bold',
      },
    ],
  });
  // Chinese has no spaces: without this, react-pdf hyphenates CJK runs as if they were words
  Font.registerHyphenationCallback((word) => (/[\u3400-\u9fff]/.test(word) ? [...word] : [word]));
  registered = true;
}
