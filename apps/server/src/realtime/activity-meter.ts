/** Documents stored per interval, over a sliding window: the "activity" of a running harvest. */
export class ActivityMeter {
  private readonly events = new Map<number, Array<{ at: number; count: number }>>();

  constructor(
    private readonly windowMs = 10_000,
    private readonly now = () => Date.now(),
  ) {}

  record(investigationId: number, count: number): void {
    const list = this.events.get(investigationId) ?? [];
    list.push({ at: this.now(), count });
    this.events.set(investigationId, list);
  }

  /** Documents per second over the window, rounded to one decimal. */
  rate(investigationId: number): number {
    const since = this.now() - this.windowMs;
    const recent = (this.events.get(investigationId) ?? []).filter((event) => event.at >= since);
    if (recent.length === 0) this.events.delete(investigationId);
    else this.events.set(investigationId, recent);
    const total = recent.reduce((sum, event) => sum + event.count, 0);
    return Math.round((total / (this.windowMs / 1000)) * 10) / 10;
  }
}
