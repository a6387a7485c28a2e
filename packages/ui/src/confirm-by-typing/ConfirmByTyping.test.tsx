import { fireEvent, render, screen } from '@testing-library/react';
import { ConfirmByTyping } from './ConfirmByTyping';

function setup(props: Partial<Parameters<typeof ConfirmByTyping>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const view = render(
    <ConfirmByTyping
      open
      title="Delete voice"
      expected="Rachel Voice"
      okText="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  const input = screen.getByLabelText('Type "Rachel Voice" to confirm');
  const ok = screen.getByRole('button', { name: 'Delete' });
  return { ...view, onConfirm, onCancel, input, ok };
}

describe('ConfirmByTyping', () => {
  it('keeps the destructive button disabled until the name is typed exactly', () => {
    const { input, ok, onConfirm } = setup();
    expect(ok).toBeDisabled();

    fireEvent.change(input, { target: { value: 'rachel voice' } });
    expect(ok).toBeDisabled();
    fireEvent.change(input, { target: { value: 'Rachel Voice ' } });
    expect(ok).toBeDisabled();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'Rachel Voice' } });
    expect(ok).toBeEnabled();
    fireEvent.click(ok);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('confirms with Enter once the name matches', () => {
    const { input, onConfirm } = setup();
    fireEvent.change(input, { target: { value: 'Rachel Voice' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('marks the OK button as dangerous', () => {
    const { ok } = setup();
    expect(ok.className).toMatch(/dangerous/);
  });

  it('cancels', () => {
    const { onCancel } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('starts empty again when reopened', () => {
    const { input, rerender, onConfirm, onCancel } = setup();
    fireEvent.change(input, { target: { value: 'Rachel Voice' } });
    const props = { title: 'Delete voice', expected: 'Rachel Voice', okText: 'Delete', onConfirm, onCancel };
    rerender(<ConfirmByTyping open={false} {...props} />);
    rerender(<ConfirmByTyping open {...props} />);
    expect(screen.getByLabelText('Type "Rachel Voice" to confirm')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('shows the description and a custom prompt', () => {
    render(
      <ConfirmByTyping
        open
        title="Archive voice"
        expected="Adam"
        description="The voice moves to the archived list."
        prompt="Type the voice name to archive it"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByText('The voice moves to the archived list.')).toBeInTheDocument();
    expect(screen.getByLabelText('Type the voice name to archive it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});
