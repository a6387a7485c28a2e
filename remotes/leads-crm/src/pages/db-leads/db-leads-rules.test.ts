import { ApiError } from '@callops/api-client';
import { shouldRetryLeadLoad, tabLoadError } from './db-leads-rules';

describe('DB Leads rules', () => {
  it('tries a load once more when its failure mentions fetch or 500, never twice', () => {
    expect(shouldRetryLeadLoad(0, new ApiError(0, 'Network error: Failed to fetch'))).toBe(true);
    expect(shouldRetryLeadLoad(0, new ApiError(500, 'Internal server error'))).toBe(true);
    expect(shouldRetryLeadLoad(0, new Error('HTTP 500'))).toBe(true);
    expect(shouldRetryLeadLoad(1, new ApiError(0, 'Network error: Failed to fetch'))).toBe(false);
    expect(shouldRetryLeadLoad(0, new ApiError(400, 'Invalid request: limit'))).toBe(false);
    expect(shouldRetryLeadLoad(0, new ApiError(503, 'Database unavailable'))).toBe(false);
    expect(shouldRetryLeadLoad(0, new ApiError(401, 'Your session has expired. Please log in again.'))).toBe(
      false,
    );
  });

  it("names the tab and the failure's message", () => {
    expect(tabLoadError('appointments', new ApiError(0, 'Network error: Failed to fetch')).message).toBe(
      'Failed to load appointments data: Network error: Failed to fetch',
    );
    expect(tabLoadError('leads', new Error('')).message).toBe('Failed to load leads data: Unknown error');
  });
});
