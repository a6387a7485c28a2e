import { Alert, Form, type FormProps, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { ContractFormHandle } from './use-contract-form';

export type ContractFormProps<Values> = Omit<FormProps<Values>, 'form' | 'onFinish' | 'name'> & {
  /** What useContractForm answered. */
  contract: ContractFormHandle<Values>;
  /** Unique on the page: the ids of the form's fields (and of their errors) start with it. */
  name: string;
  children?: ReactNode;
};

/** An antd Form run by useContractForm, with the failure that belongs to no field above it. */
export function ContractForm<Values>({ contract, children, ...formProps }: ContractFormProps<Values>) {
  return (
    <>
      {contract.formError && (
        <Alert type="error" showIcon title={contract.formError} style={{ marginBottom: 16 }} />
      )}
      <Form<Values> form={contract.form} onFinish={contract.onFinish} requiredMark={false} {...formProps}>
        {children}
      </Form>
    </>
  );
}

export type ContractFormModalProps<Values> = ContractFormProps<Values> & {
  title: ReactNode;
  okText: string;
  cancelText: string;
  onClose: () => void;
};

/** A ContractForm in a dialog, open while mounted: OK submits it (busy while it sends), Cancel closes it. */
export function ContractFormModal<Values>({
  title,
  okText,
  cancelText,
  onClose,
  contract,
  children,
  ...formProps
}: ContractFormModalProps<Values>) {
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={contract.submitting}
      onOk={() => contract.form.submit()}
      onCancel={onClose}
    >
      <ContractForm contract={contract} layout="vertical" {...formProps}>
        {children}
      </ContractForm>
    </Modal>
  );
}
