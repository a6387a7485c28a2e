import { STATIC_STYLES_THEME } from '@callops/shell';
import { type ConfigProviderProps, type ThemeConfig, theme } from 'antd';

/** The sidebar's dark background, beside the page or in the mobile drawer. */
export const SIDEBAR_BACKGROUND = '#001529';

/**
 * The console's antd theme. Remotes render inside the host's ConfigProvider, so every page gets these tokens. The
 * colours are chosen for contrast (WCAG AA, 4.5:1 for normal text) where antd's defaults fall short: secondary text
 * (#8c8c8c on white is 3.36:1), the status colours of tags, alerts and danger buttons (#ff4d4f is 3.26:1), and the
 * preset tag colours.
 */
/**
 * The text (shade 7) of the preset tag colours that is too light on their background (shade 1; orange was 3.33:1),
 * under both names antd keeps for a shade: `orange7` and the legacy `orange-7` (both make --ant-orange-7).
 */
const TAG_TEXT_SHADES = Object.fromEntries(
  Object.entries({
    orange7: '#ad4e00',
    green7: '#237804',
    cyan7: '#006d75',
    volcano7: '#ad2102',
    gold7: '#874d00',
    lime7: '#3f6600',
    yellow7: '#876800',
  }).flatMap(([key, color]) => [
    [key, color],
    [key.replace('7', '-7'), color],
  ]),
);

export const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: '#1668dc',
    // white on the hovered and pressed primary buttons stays above 4.5:1
    colorPrimaryHover: '#0958d9',
    colorPrimaryActive: '#003eb3',
    borderRadius: 6,
    // links, info tags and badges in the primary blue (5.2:1 on white)
    colorInfo: '#1668dc',
    blue: '#1668dc',
    // secondary and description text: 5.3:1 on white
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    // danger buttons and error texts: 5.6:1 on white, 7:1 hovered
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    // success and warning tags keep their light backgrounds with darker text (5.4:1 and 5.1:1)
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    ...TAG_TEXT_SHADES,
  },
  components: { Layout: { siderBg: SIDEBAR_BACKGROUND, headerBg: 'transparent' } },
};

/**
 * The console in the dark: antd's dark algorithm over the same primary colour and radius. The light theme's darker
 * status and tag text colours are for white backgrounds, so the algorithm's own dark palettes stand here; links and
 * the primary colour as text get a lighter blue (7:1 on the dark container). With the zero-runtime theme only the
 * CSS variables antd writes change: the built stylesheet is the same for both themes.
 */
/**
 * The text of the preset tag colours in the dark (the algorithm's shade 7 is too dark on its own dark tag background:
 * purple was 3.4:1): the light shades, above 4.5:1 there.
 */
const DARK_TAG_TEXT_SHADES = Object.fromEntries(
  Object.entries({
    purple7: '#d3adf7',
    orange7: '#ffc069',
    green7: '#95de64',
    red7: '#ff7875',
    blue7: '#91caff',
    cyan7: '#5cdbd3',
    gold7: '#ffd666',
    volcano7: '#ff9c6e',
    magenta7: '#ff85c0',
    lime7: '#d3f261',
    geekblue7: '#adc6ff',
    yellow7: '#fff566',
  }).flatMap(([key, color]) => [
    [key, color],
    [key.replace('7', '-7'), color],
  ]),
);

export const consoleDarkTheme: ThemeConfig = {
  algorithm: theme.darkAlgorithm,
  token: {
    colorPrimary: consoleTheme.token?.colorPrimary,
    colorInfo: consoleTheme.token?.colorInfo,
    borderRadius: consoleTheme.token?.borderRadius,
    colorLink: '#69b1ff',
    colorLinkHover: '#91caff',
    // secondary and description text: 7:1 on the dark container
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    ...DARK_TAG_TEXT_SHADES,
  },
  components: {
    ...consoleTheme.components,
    // the selected and hovered tab in the lighter blue (the primary blue is 3.3:1 on the dark page)
    Tabs: { itemSelectedColor: '#69b1ff', itemHoverColor: '#91caff', itemActiveColor: '#69b1ff' },
    // danger buttons' red text: the algorithm derives #dc4446 from any seed red (4.3:1 on the dark page); set on the
    // component, the colour is used as given (7:1)
    Button: { colorError: '#ff7875', colorErrorHover: '#ffa39e', colorErrorActive: '#ff4d4f' },
    // the blue of processing tags, derived as #165bbe (2.7:1), in the lighter blue
    Tag: { colorInfo: '#69b1ff', colorInfoText: '#69b1ff' },
  },
};

const withoutMotion = (base: ThemeConfig): ThemeConfig => ({
  ...base,
  token: { ...base.token, motion: false },
});

/** For a page that carries antd's styles as a built stylesheet (bootstrap.tsx). */
const withStaticStyles = (base: ThemeConfig): ThemeConfig => ({ ...base, ...STATIC_STYLES_THEME });

const casesOf = (base: ThemeConfig) => ({
  motion: { runtime: base, static: withStaticStyles(base) },
  reduced: { runtime: withoutMotion(base), static: withStaticStyles(withoutMotion(base)) },
});

// One object per case: a new theme object on each render would make antd derive its tokens again.
const THEMES = { light: casesOf(consoleTheme), dark: casesOf(consoleDarkTheme) };

/**
 * The theme for a visitor who asked their system for less motion or not (antd then neither fades nor slides
 * anything), on a page with antd's built stylesheet (`staticStyles`) or without it (tests, where antd styles itself),
 * light or dark.
 */
export const themeFor = (reducedMotion: boolean, staticStyles = false, dark = false): ThemeConfig =>
  THEMES[dark ? 'dark' : 'light'][reducedMotion ? 'reduced' : 'motion'][staticStyles ? 'static' : 'runtime'];

const NO_WAVE: ConfigProviderProps['wave'] = { disabled: true };

/**
 * antd's click wave for the visitor: none under reduced motion. The wave ignores the theme's `motion: false` and fades
 * out over 2 s.
 */
export const waveFor = (reducedMotion: boolean): ConfigProviderProps['wave'] =>
  reducedMotion ? NO_WAVE : undefined;
