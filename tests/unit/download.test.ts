import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('file-saver', () => {
  const saveAs = vi.fn();
  return { default: { saveAs }, saveAs };
});

import FileSaver from 'file-saver';
import { navigation } from '@/lib/api/client';
import { downloadFirstFile, downloadZip } from '@/lib/api/download';
import { loading } from '@/lib/ui/loading';
import { toast, toasts } from '@/lib/ui/toast';
import { json, mockFetch, requestOf } from './fetch-mock';

const saved = vi.mocked(FileSaver.saveAs);
const texts = () => toasts.get().map((t) => t.text);
const originalGo = navigation.go;

describe('downloads', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    saved.mockClear();
    toast.clear();
    navigation.go = vi.fn();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => {
    navigation.go = originalGo;
    consoleError.mockRestore();
    vi.unstubAllGlobals();
  });

  describe('downloadZip', () => {
    it('says 첨부자료가 없습니다. and makes no call when the id is empty', async () => {
      const fetch = mockFetch();
      for (const id of ['', null, undefined, '  ']) {
        toast.clear();
        await expect(downloadZip(id)).resolves.toBe(false);
        expect(texts()).toEqual(['첨부자료가 없습니다.']);
      }
      expect(fetch).not.toHaveBeenCalled();
      expect(saved).not.toHaveBeenCalled();
    });

    it('saves the group as 첨부파일_{id}.zip of type application/zip', async () => {
      const fetch = mockFetch({ blob: new Blob(['PK'], { type: 'application/octet-stream' }) });
      await expect(downloadZip('FG-12')).resolves.toBe(true);
      const { url, init } = requestOf(fetch);
      expect(url).toBe('/api/files/FG-12');
      expect(init.credentials).toBe('include');
      expect(saved).toHaveBeenCalledTimes(1);
      const [blob, name] = saved.mock.calls[0]!;
      expect(name).toBe('첨부파일_FG-12.zip');
      expect((blob as Blob).type).toBe('application/zip');
      expect(loading.get()).toBe(false);
    });

    it('shows the loading state during the download', async () => {
      let seen = false;
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          seen = loading.get();
          return new Response(new Blob(['PK']));
        }),
      );
      await downloadZip('FG-1');
      expect(seen).toBe(true);
      expect(loading.get()).toBe(false);
    });

    it('logs and says 다운로드에 실패 했습니다. when the server fails', async () => {
      mockFetch(json(500, { code: 500, message: '파일 없음', data: null }));
      await expect(downloadZip('FG-12')).resolves.toBe(false);
      expect(texts()).toEqual(['다운로드에 실패 했습니다.']);
      expect(consoleError).toHaveBeenCalled();
      expect(saved).not.toHaveBeenCalled();
      expect(loading.get()).toBe(false);
    });

    it('says 다운로드에 실패 했습니다. when the network fails', async () => {
      mockFetch(new TypeError('Failed to fetch'));
      await downloadZip('FG-12');
      expect(texts()).toEqual(['다운로드에 실패 했습니다.']);
    });
  });

  describe('downloadFirstFile', () => {
    it('says 첨부자료가 없습니다. and makes no call when the id is empty', async () => {
      const fetch = mockFetch();
      await expect(downloadFirstFile('')).resolves.toBe(false);
      expect(texts()).toEqual(['첨부자료가 없습니다.']);
      expect(fetch).not.toHaveBeenCalled();
    });

    it('says 첨부자료가 없습니다. when the list is empty', async () => {
      mockFetch(json(200, { code: 200, message: 'OK', data: [] }));
      await expect(downloadFirstFile('F-1')).resolves.toBe(false);
      expect(texts()).toEqual(['첨부자료가 없습니다.']);
      expect(saved).not.toHaveBeenCalled();
    });

    it('fetches the first file of the list and saves it as oriFileNm.fileExtNm', async () => {
      const fetch = mockFetch(
        json(200, {
          code: 200,
          message: 'OK',
          data: [
            { linkUrlPath: '/api/files/download/abc', saveFileNm: 'abc', oriFileNm: '장학금 신청서', fileExtNm: 'hwp' },
            { linkUrlPath: '/api/files/download/def', saveFileNm: 'def', oriFileNm: '다른 파일', fileExtNm: 'pdf' },
          ],
        }),
        { blob: new Blob(['HWP']) },
      );
      await expect(downloadFirstFile('F-1')).resolves.toBe(true);
      expect(requestOf(fetch, 0).url).toBe('/api/cmmn/getFileList?fileId=F-1');
      expect(requestOf(fetch, 1).url).toBe('/api/files/download/abc');
      expect(requestOf(fetch, 1).init.credentials).toBe('include');
      expect(saved).toHaveBeenCalledTimes(1);
      expect(saved.mock.calls[0]![1]).toBe('장학금 신청서.hwp');
      expect(loading.get()).toBe(false);
    });

    it('logs and says 다운로드에 실패 했습니다. when the file cannot be fetched', async () => {
      mockFetch(
        json(200, { code: 200, message: 'OK', data: [{ linkUrlPath: '/api/files/download/abc', oriFileNm: 'a', fileExtNm: 'pdf' }] }),
        json(500, { code: 500, message: '', data: null }),
      );
      await expect(downloadFirstFile('F-1')).resolves.toBe(false);
      expect(texts()).toEqual(['다운로드에 실패 했습니다.']);
      expect(consoleError).toHaveBeenCalled();
      expect(loading.get()).toBe(false);
    });
  });
});
