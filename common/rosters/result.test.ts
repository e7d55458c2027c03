import { describe, expect, it } from 'vitest';
import { answerProblem, isWindowOpen, protestClosesAt, resultStatusOf } from './result';

const completedAt = new Date('2031-05-01T12:00:00Z');
const at = (hours: number) => new Date(completedAt.getTime() + hours * 3600_000);
const game = { status: 'completed', resultStatus: 'provisional' as const, completedAt };

describe("the final's standing", () => {
  it('the window closes protestHours after the final', () => {
    expect(protestClosesAt(completedAt, 24)).toEqual(at(24));
    expect(isWindowOpen(completedAt, 24, at(23.99))).toBe(true);
    expect(isWindowOpen(completedAt, 24, at(24))).toBe(false);
  });

  it('a protest wins, both agreeing is final, a closed window without a protest is final', () => {
    expect(resultStatusOf({}, true)).toBe('provisional');
    expect(resultStatusOf({ home: 'agreed' }, true)).toBe('provisional');
    expect(resultStatusOf({ home: 'agreed', away: 'agreed' }, true)).toBe('final');
    expect(resultStatusOf({ home: 'agreed', away: 'protested' }, true)).toBe('protested');
    expect(resultStatusOf({ away: 'protested' }, false)).toBe('protested');
    expect(resultStatusOf({ home: 'agreed' }, false)).toBe('final');
  });

  it("refuses an answer to no final, a team's second answer, a final, a protested game, a closed window", () => {
    expect(answerProblem(game, {}, 'home', 24, at(1))).toBeNull();
    expect(answerProblem({ ...game, status: 'live', resultStatus: null, completedAt: null }, {}, 'home', 24, at(1))).toBe('notCompleted');
    expect(answerProblem(game, { home: 'agreed' }, 'home', 24, at(1))).toBe('answered');
    expect(answerProblem(game, { home: 'agreed' }, 'away', 24, at(1))).toBeNull();
    expect(answerProblem({ ...game, resultStatus: 'final' }, {}, 'home', 24, at(1))).toBe('final');
    expect(answerProblem({ ...game, resultStatus: 'protested' }, { away: 'protested' }, 'home', 24, at(1))).toBe('protested');
    expect(answerProblem(game, {}, 'home', 24, at(25))).toBe('final');
  });
});
