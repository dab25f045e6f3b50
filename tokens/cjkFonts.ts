/**
 * System fonts for Chinese, Japanese and Korean (no download): each theme's font stacks name
 * these custom properties before their generic family, so a page in ja-JP, ko-KR or zh-CN reads in
 * a font made for its script (and its forms of the shared Han characters) wherever the theme's
 * webfonts have no glyphs. `tokens/global.css.ts` sets them per page language.
 */
export const cjkSans = 'var(--vitrine-cjk-sans)';
export const cjkSerif = 'var(--vitrine-cjk-serif)';

/** The families by page language; `default` when the page is in another language. */
export const cjkFamilies = {
  default: {
    sans: "'Hiragino Sans', 'PingFang SC', 'Apple SD Gothic Neo', 'Yu Gothic', 'Microsoft YaHei', 'Malgun Gothic', 'Noto Sans CJK JP'",
    serif: "'Hiragino Mincho ProN', 'Songti SC', 'Yu Mincho', 'Noto Serif CJK JP'",
  },
  ja: {
    sans: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', YuGothic, Meiryo, 'Noto Sans CJK JP', 'Source Han Sans JP'",
    serif: "'Hiragino Mincho ProN', 'Yu Mincho', YuMincho, 'Noto Serif CJK JP', 'Source Han Serif JP'",
  },
  ko: {
    sans: "'Apple SD Gothic Neo', 'Malgun Gothic', 'Noto Sans CJK KR', 'Source Han Sans K', 'Nanum Gothic'",
    serif: "AppleMyungjo, Batang, 'Noto Serif CJK KR', 'Source Han Serif K', 'Nanum Myeongjo'",
  },
  zh: {
    sans: "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC'",
    serif: "'Songti SC', STSong, SimSun, 'Noto Serif CJK SC', 'Source Han Serif SC'",
  },
} as const;
