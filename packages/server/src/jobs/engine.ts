// The engine as the domains see it: app.ts puts this behind the service context's port (context/engine-port.ts).
import type { EnginePort } from '../context/engine-port';
import { receiveVapiMessage } from './calling/vapi-message';
import { campaignPreview } from './compliance/campaign-preview';
import { endJob, endJobs, leadArrived, resumeJob, startJob } from './job-lifecycle';
import { releaseStuckWork } from './recovery/stuck-work';

export const jobEngine: EnginePort = {
  startJob,
  endJob,
  endJobs,
  resumeJob,
  campaignPreview,
  releaseStuckWork,
  receiveVapiMessage,
  leadArrived,
};
