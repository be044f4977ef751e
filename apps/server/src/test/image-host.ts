import http from 'node:http';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A web server (127.0.0.1) with an image, a page, a fake image and an image over 5 MB. */
export function startImageHost(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url === '/ada.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (request.url === '/page.html') return response.writeHead(200, { 'content-type': 'text/html' }).end('<p>no</p>');
    if (request.url === '/fake.png') return response.writeHead(200, { 'content-type': 'image/png' }).end('<svg/>');
    if (request.url === '/huge.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(PNG);
      const chunk = Buffer.alloc(1024 * 1024);
      for (let i = 0; i < 6; i++) response.write(chunk);
      return response.end();
    }
    response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
