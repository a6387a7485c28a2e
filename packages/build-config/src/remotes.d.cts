export type RemoteName = 'calling-ops' | 'calendar-voice' | 'settings' | 'leads-crm' | 'dev-tools';
export declare const HOST_CONTAINER: 'callops_host';
export declare const REMOTE_CONTAINERS: Readonly<Record<RemoteName, string>>;
export declare const HOST_DEV_PORT: number;
export declare const REMOTE_DEV_PORTS: Readonly<Record<RemoteName, number>>;
export declare const API_DEV_ORIGIN: string;
export declare const API_PROXY_PATHS: readonly string[];
export declare const REMOTE_MANIFEST_MODULE: './manifest';
export declare function remoteEntryEnvVar(name: RemoteName): string;
