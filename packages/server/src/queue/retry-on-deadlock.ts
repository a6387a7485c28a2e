/**
 * Creating a queue attaches a partition to pg-boss's job table, which can deadlock with another replica writing jobs
 * into that table at the same moment (replicas starting together on a new database). PostgreSQL then aborts one of
 * the two; that one tries again, as a deadlock's loser should.
 */
export async function retryOnDeadlock(work: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
