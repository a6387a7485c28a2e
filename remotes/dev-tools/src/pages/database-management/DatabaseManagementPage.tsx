import { endpoints } from '@callops/contracts';
import { useCan } from '@callops/shell';
import { PageFrame } from '@callops/ui';
import { Col, Result, Row } from 'antd';
import { AppointmentsForTestingPanel } from './AppointmentsForTestingPanel';
import { CompaniesForTestingPanel } from './CompaniesForTestingPanel';
import { DATABASE_MANAGEMENT_TEXT as T } from './database-management-text';
import { InstructionsBox } from './InstructionsBox';
import { LeadStatusAutofillPanel } from './LeadStatusAutofillPanel';

/** Testing helpers (development only): Lead Status Autofill, Companies and Appointments for Testing. */
export default function DatabaseManagementPage() {
  const can = useCan();
  return (
    <PageFrame title={T.title}>
      {can(endpoints.database.companiesForTesting) ? (
        <>
          <InstructionsBox />
          <LeadStatusAutofillPanel />
          <Row gutter={[16, 16]}>
            <Col xs={24} xxl={12}>
              <CompaniesForTestingPanel />
            </Col>
            <Col xs={24} xxl={12}>
              <AppointmentsForTestingPanel />
            </Col>
          </Row>
        </>
      ) : (
        <Result status="warning" title={T.adminOnly} />
      )}
    </PageFrame>
  );
}
