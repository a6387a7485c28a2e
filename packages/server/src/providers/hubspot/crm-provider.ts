/** A lead as the CRM holds it: HubSpot-shaped, every property a string or null. */
export interface CrmRecord {
  id: string;
  properties: {
    name?: string | null;
    phone?: string | null;
    city?: string | null;
    service?: string | null;
    email?: string | null;
    hs_lead_status?: string | null;
    [property: string]: string | null | undefined;
  };
  createdAt: string;
  updatedAt: string;
}

export interface CrmPage {
  records: CrmRecord[];
  /** The cursor of the next page (HubSpot's `paging.next.after`); absent on the last page. */
  after?: string;
  total: number;
}

export interface CrmSearch {
  /** Only these lead statuses (hs_lead_status); all when absent. */
  statuses?: readonly string[];
  limit: number;
  after?: string;
}

export interface CrmProvider {
  readonly mode: 'live' | 'simulated';
  searchLeads(search: CrmSearch): Promise<CrmPage>;
  createLead(properties: CrmRecord['properties']): Promise<CrmRecord>;
  updateLead(id: string, properties: CrmRecord['properties']): Promise<CrmRecord>;
  /** HubSpot archives; true when it existed. */
  deleteLead(id: string): Promise<boolean>;
}
