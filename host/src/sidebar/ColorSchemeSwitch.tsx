import { Radio } from 'antd';
import { COLOR_SCHEME_CHOICES, type ColorSchemeChoice, useColorScheme } from '../app/color-scheme';
import { HOST_TEXT } from '../app/host-text';

/** Light, dark or the system's setting, in the sidebar's footer; the browser remembers the choice. */
export function ColorSchemeSwitch() {
  const { choice, choose } = useColorScheme();
  return (
    <Radio.Group
      aria-label={HOST_TEXT.theme}
      size="small"
      optionType="button"
      buttonStyle="solid"
      block
      value={choice}
      onChange={(event) => choose(event.target.value as ColorSchemeChoice)}
      options={COLOR_SCHEME_CHOICES.map((value) => ({ value, label: HOST_TEXT.themeChoices[value] }))}
    />
  );
}
