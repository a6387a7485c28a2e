import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const kitImportsLoader = require('./kit-imports-loader.cjs');
const { routeKitImports } = kitImportsLoader;

const laterOf = { Form: 'antd/later', Modal: 'antd/later' };

describe('routeKitImports', () => {
  it("sends the names another kit holds to that kit's key, the rest stay, on the statement's own line", () => {
    const source = 'import { Alert, Form, Modal as Dialog } from "antd";\nconst x = 1;\n';
    expect(routeKitImports(source, 'antd', laterOf)).toBe(
      'import { Alert } from "antd"; import { Form, Modal as Dialog } from "antd/later";\nconst x = 1;\n',
    );
  });

  it('leaves imports of other requests alone, and a statement with no moved name as it was', () => {
    const source = "import { Form } from 'antd-mobile';\nimport { Button, Table } from 'antd';\n";
    expect(routeKitImports(source, 'antd', laterOf)).toBe(
      "import { Form } from 'antd-mobile';\nimport { Button, Table } from 'antd';\n",
    );
  });

  it('rewrites every import statement of the request, across lines', () => {
    const source = 'import {\n  Form,\n} from "antd";\nimport { Modal } from "antd";';
    expect(routeKitImports(source, 'antd', laterOf)).toBe(
      'import { Form } from "antd/later";\nimport { Modal } from "antd/later";',
    );
  });
});

describe('the loader', () => {
  it("rewrites with the options' routes and hands on the source map it was given", () => {
    const calls = [];
    const context = {
      getOptions: () => ({ routes: [{ request: 'antd', kitOf: laterOf }] }),
      callback: (...args) => calls.push(args),
    };
    const map = { version: 3 };
    kitImportsLoader.call(context, 'import { Form, Tag } from "antd";', map, undefined);
    expect(calls).toEqual([
      [null, 'import { Form } from "antd/later"; import { Tag } from "antd";', map, undefined],
    ]);
  });
});
