import { describe, expect, it } from 'vitest';
import { afterNextPaint, type FrameHost } from './after-next-paint';

// A page's frames and tasks, run when the test says: a frame runs its callbacks, then paints; the
// tasks queued meanwhile run after it; a timer with a delay runs once that much time has passed.
class FakePage implements FrameHost {
  log: string[] = [];
  private frames = new Map<number, () => void>();
  private tasks = new Map<number, { run: () => void; at: number }>();
  private now = 0;
  private next = 1;

  requestAnimationFrame = (run: () => void) => {
    const id = this.next++;
    this.frames.set(id, run);
    return id;
  };
  cancelAnimationFrame = (id: number) => void this.frames.delete(id);
  setTimeout = (run: () => void, ms: number) => {
    const id = this.next++;
    this.tasks.set(id, { run, at: this.now + ms });
    return id as unknown as ReturnType<typeof setTimeout>;
  };
  clearTimeout = (id: ReturnType<typeof setTimeout> | undefined) => void this.tasks.delete(id as unknown as number);

  frame(): void {
    const due = [...this.frames.values()];
    this.frames.clear();
    for (const run of due) run();
    this.log.push('paint');
  }
  // the tasks due now
  runTasks(): void {
    for (const [id, task] of [...this.tasks]) {
      if (task.at > this.now) continue;
      this.tasks.delete(id);
      task.run();
    }
  }
  // time passes without a frame, and the tasks due meanwhile run
  wait(ms: number): void {
    this.now += ms;
    this.runTasks();
  }
}

describe('afterNextPaint (issue 39)', () => {
  it('runs after the next frame has painted, not in its callbacks and not in the tasks before it', () => {
    const page = new FakePage();
    afterNextPaint(() => page.log.push('run'), page);
    page.runTasks();
    expect(page.log).toEqual([]);
    page.frame();
    expect(page.log).toEqual(['paint']);
    page.runTasks();
    expect(page.log).toEqual(['paint', 'run']);
  });

  it('runs nothing once cancelled, before the frame or between the frame and its task', () => {
    const page = new FakePage();
    afterNextPaint(() => page.log.push('early'), page)();
    const late = afterNextPaint(() => page.log.push('late'), page);
    page.frame();
    late();
    page.runTasks();
    page.frame();
    page.runTasks();
    expect(page.log).toEqual(['paint', 'paint']);
  });

  it('runs without a frame after 100 ms (a tab in the background), once, even if a frame comes later', () => {
    const page = new FakePage();
    afterNextPaint(() => page.log.push('run'), page);
    page.wait(99);
    expect(page.log).toEqual([]);
    page.wait(1);
    page.runTasks();
    expect(page.log).toEqual(['run']);
    page.frame();
    page.runTasks();
    expect(page.log).toEqual(['run', 'paint']);
  });
});
