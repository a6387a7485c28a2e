import { controlMarkerViews } from './control-markers';

describe('control markers on the timeline', () => {
  it('places each action by its offset from the start, with who did what', () => {
    const views = controlMarkerViews(
      [
        { kind: 'say', seconds: 30, username: 'ann', text: 'One moment please.' },
        { kind: 'end', seconds: 90, username: 'bo', text: null },
      ],
      120,
    );
    expect(views.map((v) => [v.leftPercent, v.label])).toEqual([
      [25, '0:30 ann spoke: One moment please.'],
      [75, '1:30 bo ended the call'],
    ]);
  });

  it('tells listening in apart from the actions that changed the call', () => {
    const views = controlMarkerViews(
      [
        { kind: 'listen', seconds: 12, username: 'cy', text: null },
        { kind: 'guide', seconds: 20, username: 'cy', text: 'Offer Tuesday.' },
      ],
      60,
    );
    expect(views.map((v) => [v.label, v.listenOnly])).toEqual([
      ['0:12 cy listened in', true],
      ['0:20 cy guided the agent: Offer Tuesday.', false],
    ]);
  });

  it('keeps markers on the bar when the length is unknown or shorter', () => {
    const views = controlMarkerViews([{ kind: 'transfer', seconds: 40, username: 'ann', text: null }], null);
    expect(views[0]?.leftPercent).toBe(100);
  });
});
