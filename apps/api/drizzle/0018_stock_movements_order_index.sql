-- Deleting an order sets its stock movements' order_id to null: without an index each deleted order read the whole ledger (the demo reset of 58,000 orders took minutes).
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");
