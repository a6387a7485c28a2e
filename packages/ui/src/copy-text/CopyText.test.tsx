import { COPY_FEEDBACK } from '@callops/contracts/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyText } from './CopyText';

const writeText = jest.fn<Promise<void>, [string]>();

beforeAll(() => {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterAll(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

beforeEach(() => {
  jest.useFakeTimers();
  writeText.mockReset().mockResolvedValue(undefined);
});

afterEach(() => {
  jest.useRealTimers();
});

async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
  });
}

describe('CopyText', () => {
  it('shows the value and copies it', async () => {
    render(<CopyText value="CA1234567890" />);
    expect(screen.getByText('CA1234567890')).toBeInTheDocument();
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith('CA1234567890');
  });

  it("shows a check mark and 'Copied!' that vanish after 1.2 s", async () => {
    render(<CopyText value="abc" />);
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    await clickCopy();
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'check' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(COPY_FEEDBACK.durationMs - 1));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'check' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'copy' })).toBeInTheDocument();
  });

  it('keeps the feedback for an overridden duration (2 s on the appointments table)', async () => {
    render(<CopyText value="abc" feedbackMs={COPY_FEEDBACK.appointmentsTableDurationMs} />);
    await clickCopy();
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK.durationMs + 100));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(COPY_FEEDBACK.appointmentsTableDurationMs - COPY_FEEDBACK.durationMs));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('restarts the feedback time on a second copy', async () => {
    render(<CopyText value="abc" />);
    await clickCopy();
    act(() => jest.advanceTimersByTime(1_000));
    await clickCopy();
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });

  it('shows custom content instead of the value', () => {
    render(<CopyText value="full-secret-value">full-…</CopyText>);
    expect(screen.getByText('full-…')).toBeInTheDocument();
    expect(screen.queryByText('full-secret-value')).not.toBeInTheDocument();
  });

  it('says so when the copy fails', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(<CopyText value="abc" />);
    await clickCopy();
    expect(screen.getByText('Copy failed')).toBeInTheDocument();
    expect(screen.queryByText('Copied!')).not.toBeInTheDocument();
  });
});
