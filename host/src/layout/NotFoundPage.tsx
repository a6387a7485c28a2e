import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { HOST_TEXT } from '../app/host-text';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title={HOST_TEXT.notFoundTitle}
      subTitle={HOST_TEXT.notFound}
      extra={
        <Link to="/">
          <Button type="primary">{HOST_TEXT.backToDashboard}</Button>
        </Link>
      }
    />
  );
}
