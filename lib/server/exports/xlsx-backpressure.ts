import "server-only";
import type { Writable } from "node:stream";
import type ExcelJS from "exceljs";

// Backpressure for exceljs's streaming writer (exceljs 4.4). A worksheet's rows go into a StreamBuf
// (`sheet.stream`) that hands each full 64 KB of XML to the PassThrough the zip's deflate reads
// (`sheet.stream.pipes[0]`, made by archiver) without looking at write()'s answer, so rows added
// faster than deflate and the download take them pile up there, uncompressed. Everything after
// that PassThrough (deflate, the zip, our output, the response) is piped with backpressure, so
// waiting for it to drain also waits for a slow download.

type QueueState = { needDrain: boolean; length: number };
type XmlQueue = Writable & { _writableState: QueueState };

/** The PassThrough holding the sheet's XML until deflate reads it; throws if exceljs changed shape. */
export function sheetXmlQueue(sheet: ExcelJS.Worksheet): XmlQueue {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream;
  const queue = stream?.pipes?.[0] as XmlQueue | undefined;
  if (!queue?._writableState || typeof queue.once !== "function") {
    throw new Error("exceljs's worksheet stream is not piped into the zip as expected (exceljs upgraded?)");
  }
  return queue;
}

/**
 * Uncompressed XML the sheet may queue for deflate before the rows wait: a few of exceljs's 64 KB
 * chunks, so deflate (on libuv's threads) works while the next rows are made instead of taking
 * turns with them.
 */
export const XML_QUEUE_BYTES = 256 * 1024;

/** True when the sheet's XML queue holds more than XML_QUEUE_BYTES (drained() then waits for all of it). */
export function isBackedUp(queue: XmlQueue) {
  return queue._writableState.needDrain && queue._writableState.length >= XML_QUEUE_BYTES;
}

/**
 * Resolves when `stream` emits 'drain'; rejects when the download (`output`) is closed or `stream`
 * fails first, so an abandoned export stops instead of waiting forever.
 */
export function drained(stream: Writable, output: Writable): Promise<void> {
  if (output.destroyed) return Promise.reject(new Error("The export's download was closed"));
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      stream.off("drain", onDrain).off("error", settle);
      output.off("close", onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error("The export's download was closed"));
    stream.once("drain", onDrain).once("error", settle);
    output.once("close", onClose);
  });
}
