-- A private stored file is served to a member who may read a record holding it: these find the
-- holders of one file without reading every customer or supplier.
CREATE INDEX customers_profile_picture ON customers (profile_picture) WHERE profile_picture IS NOT NULL;
CREATE INDEX customers_fapiao_images ON customers USING gin (fapiao_images jsonb_path_ops);
CREATE INDEX suppliers_finance_information ON suppliers USING gin (finance_information jsonb_path_ops);
