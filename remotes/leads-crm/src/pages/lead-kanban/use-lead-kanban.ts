import { endpoints } from '@callops/contracts';
import { LEAD_MESSAGES } from '@callops/contracts/leads';
import { useEndpointMutation, useEndpointQuery } from '@callops/shell';

/** The opened board: every count and each column's first page. */
export const useKanbanBoard = () => useEndpointQuery(endpoints.kanban.board);

/** A column's next page, read when the column is scrolled to its end. */
export const useColumnPage = () => useEndpointMutation(endpoints.kanban.column);

/** A drop the rules allow; the card moves once the server answered. */
export const useMoveCard = () =>
  useEndpointMutation(endpoints.kanban.move, {
    failure: (message) => LEAD_MESSAGES.updateStatusFailed(message),
  });

export const useCreateLead = () =>
  useEndpointMutation(endpoints.companies.create, { failure: LEAD_MESSAGES.kanbanCreateFailed });
