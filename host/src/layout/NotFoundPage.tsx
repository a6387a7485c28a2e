import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { HOST_TEXT } from '../app/host-text';
import { ResultTitle } from './ResultTitle';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<ResultTitle>{HOST_TEXT.notFoundTitle}</ResultTitle>}
      subTitle={HOST_TEXT.notFound}
      extra={
        <Link to="/">
          <Button type="primary">{HOST_TEXT.backToDashboard}</Button>
        </Link>
      }
    />
  );
}
