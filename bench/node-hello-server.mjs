import { createServer } from 'node:http';

// The floor every request row is measured against: a bare node:http "hello", no framework at all.
createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' });
  res.end('hello');
}).listen(Number(process.env.PORT), '127.0.0.1');
