import { simulatedCallScript, transcriptText } from './call-script';

const base = {
  kind: 'cold_call' as const,
  leadName: 'Olivia Tremblay',
  companyName: 'Maple Leaf Plumbing',
  service: 'Plumbing',
  now: new Date('2026-03-11T15:30:00Z'),
  zone: 'America/Toronto',
  voicemailMessage: 'Hi, CallOps here for Maple Leaf Plumbing: we will try you again soon.',
};

describe('simulatedCallScript', () => {
  it('tells the same story for the same seed', () => {
    expect(simulatedCallScript({ ...base, seed: 'sim-1' })).toEqual(
      simulatedCallScript({ ...base, seed: 'sim-1' }),
    );
  });

  it('gives every outcome over many calls, in plausible shares', () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 2000; i += 1) {
      const { outcome } = simulatedCallScript({ ...base, seed: `sim-${i}` });
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual([
      'booked',
      'busy',
      'callback',
      'no-answer',
      'opted-out',
      'qualified',
      // Nobody on duty: a lead asking for a person gets the callback without a transfer.
      'transfer-returned',
      'unqualified',
      'voicemail',
    ]);
    expect((counts['no-answer'] ?? 0) / 2000).toBeGreaterThan(0.3);
  });

  const onDuty = { name: 'Dana Smith', number: '+14165550199', answerTimeoutSeconds: 20 };

  it('transfers a lead who asks for a person to whoever is on duty, who answers within the time allowed', () => {
    for (let i = 0; i < 10; i += 1) {
      const script = simulatedCallScript({
        ...base,
        seed: `t${i}`,
        outcome: 'transfer-answered',
        transfer: onDuty,
      });
      expect([script.answered, script.endedReason, script.structuredData.outcome]).toEqual([
        true,
        'assistant-forwarded-call',
        'qualified',
      ]);
      expect(script.lines.map((line) => line.text)).toContain('Sorry, can I talk to a real person?');
      expect(script.lines.at(-1)?.text).toBe("Of course. One moment, I'm connecting you with Dana Smith.");
      expect(script.transfer).toMatchObject({
        name: 'Dana Smith',
        number: '+14165550199',
        result: 'answered',
      });
      expect(script.transfer?.seconds).toBeGreaterThan(script.lines.at(-1)?.seconds ?? 0);
      expect(script.summary).toBe(
        'The owner asked for a person and was transferred to Dana Smith, who took the call.',
      );
    }
  });

  it('returns the call to the assistant when nobody answers in time, which books a callback at the next slot', () => {
    const script = simulatedCallScript({
      ...base,
      seed: 't1',
      outcome: 'transfer-returned',
      transfer: onDuty,
    });
    expect([script.answered, script.endedReason, script.structuredData.outcome]).toEqual([
      true,
      'assistant-ended-call',
      'booked',
    ]);
    expect(script.structuredData.callback).toBe(true);
    expect(script.lines.at(-1)?.text).toMatch(
      /^Done: someone will call you back Thursday at .+[^.]\. Thanks for your patience!$/,
    );
    expect(script.transfer).toMatchObject({ number: '+14165550199', result: 'returned' });
    // The next weekday after Wednesday 2026-03-11, at one of the consultation times.
    expect(String(script.structuredData.appointmentDateTime)).toMatch(/^2026-03-12T/);
    // The assistant comes back after the whole time allowed has rung out.
    const back = script.lines.findIndex((line) => line.text.startsWith("I'm sorry, nobody could pick up"));
    expect((script.lines[back]?.seconds ?? 0) - (script.transfer?.seconds ?? 0)).toBeGreaterThanOrEqual(20);
    expect(script.summary).toMatch(
      /^The owner asked for a person; Dana Smith did not answer within 20 seconds, so the assistant booked a callback for Thursday at .+\.$/,
    );
  });

  it('offers the callback straight away when nobody is on duty', () => {
    const script = simulatedCallScript({ ...base, seed: 't2', outcome: 'transfer-answered', transfer: null });
    expect([script.outcome, script.transfer, script.structuredData.outcome]).toEqual([
      'transfer-returned',
      null,
      'booked',
    ]);
    expect(script.summary).toMatch(/nobody was on duty/);
  });

  it('asks for a callback the next weekday after three, on the clock the engine reads it in', () => {
    // Wednesday March 11, 11:30 in Toronto: "Thursday after three".
    const script = simulatedCallScript({ ...base, seed: 'c1', outcome: 'callback' });
    expect([script.answered, script.structuredData.callback_at]).toEqual([true, '2026-03-12T15:00']);
    expect(script.lines.map((line) => line.text).join(' ')).toContain('call me back Thursday after three');
  });

  it('ends as the outcome weights say, and an opt-out carries the flag the engine acts on', () => {
    const weights = { 'opted-out': 1, booked: 0 };
    for (let i = 0; i < 20; i += 1) {
      const script = simulatedCallScript({ ...base, seed: `w${i}`, weights });
      expect([script.outcome, script.answered, script.structuredData.optOut]).toEqual([
        'opted-out',
        true,
        true,
      ]);
      expect(script.endedReason).toBe('customer-ended-call');
    }
    const forced = simulatedCallScript({ ...base, seed: 'w1', weights, outcome: 'busy' });
    expect([forced.outcome, forced.answered]).toEqual(['busy', false]);
  });

  it('times the lines in order within the call, and books a weekday in the business zone', () => {
    let booked = simulatedCallScript({ ...base, seed: 'x' });
    for (let i = 0; booked.outcome !== 'booked'; i += 1)
      booked = simulatedCallScript({ ...base, seed: `b${i}` });
    const seconds = booked.lines.map((l) => l.seconds);
    expect([...seconds].sort((a, b) => a - b)).toEqual(seconds);
    expect(seconds.at(-1)).toBeLessThan(booked.durationSeconds);
    // Picked up after a ring, before the assistant's first line.
    expect(booked.pickedUpSeconds).toBeGreaterThan(0);
    expect(booked.pickedUpSeconds).toBeLessThan(seconds[0] ?? 0);
    const at = new Date(String(booked.structuredData.appointmentDateTime));
    expect(at.getTime()).toBeGreaterThan(base.now.getTime());
    expect(['Sat', 'Sun']).not.toContain(
      at.toLocaleDateString('en-US', { weekday: 'short', timeZone: base.zone }),
    );
    expect(booked.summary).toContain('booked');
    expect(transcriptText(booked.lines)).toMatch(/^AI: Hi, this is Sarah/);
  });

  it('ends every sentence with one full stop, also after a time ("1:30 p.m.")', () => {
    const outcomes = [
      'booked',
      'qualified',
      'unqualified',
      'opted-out',
      'voicemail',
      'busy',
      'no-answer',
    ] as const;
    const scripts = [
      ...outcomes.map((outcome) => simulatedCallScript({ ...base, seed: 's', outcome })),
      simulatedCallScript({
        ...base,
        seed: 's',
        kind: 'reminder_call',
        appointmentAt: new Date('2026-03-11T18:30:00Z'),
        outcome: 'confirmed',
      }),
    ];
    for (const script of scripts) {
      for (const text of [script.summary, transcriptText(script.lines) ?? ''])
        expect(text).not.toMatch(/\.\./);
      expect(script.summary).toMatch(/\.$/);
    }
    expect(scripts.at(-1)?.summary).toMatch(/today at 2:30 p\.m\.$/);
  });

  it('has no transcript when nobody answered, and confirms reminders', () => {
    let unanswered = simulatedCallScript({ ...base, seed: 'u' });
    for (let i = 0; unanswered.outcome !== 'no-answer'; i += 1)
      unanswered = simulatedCallScript({ ...base, seed: `u${i}` });
    expect([unanswered.answered, unanswered.lines, unanswered.leadScore]).toEqual([false, [], 0]);
    // It only rang: never picked up, so never in progress.
    expect(unanswered.pickedUpSeconds).toBeNull();
    const reminder = simulatedCallScript({
      ...base,
      seed: 'r1',
      kind: 'reminder_call',
      appointmentAt: new Date('2026-03-11T18:00:00Z'),
    });
    expect(['confirmed', 'no-answer']).toContain(reminder.outcome);
  });

  it('leaves the voicemail message it was given at a machine, or hangs up without one', () => {
    const left = simulatedCallScript({ ...base, seed: 'v1', outcome: 'voicemail' });
    expect([left.answered, left.endedReason]).toEqual([false, 'voicemail']);
    expect(left.lines.map((line) => line.text)).toEqual([base.voicemailMessage]);
    expect(left.summary).toBe('An answering machine picked up; the assistant left the voicemail message.');
    const hungUp = simulatedCallScript({ ...base, seed: 'v1', outcome: 'voicemail', voicemailMessage: null });
    expect(hungUp.lines).toEqual([]);
    expect(hungUp.summary).toBe('An answering machine picked up; the assistant hung up without a message.');
    expect(hungUp.durationSeconds).toBeLessThan(left.durationSeconds);
    // The machine picks up after a long ring, before the assistant speaks to it.
    expect(left.pickedUpSeconds).toBeGreaterThan(10);
    expect(left.pickedUpSeconds).toBeLessThan(left.lines[0]?.seconds ?? 0);
  });
});
