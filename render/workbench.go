package render

import (
	"encoding/base64"
	"io"
	"slices"

	"sql2dynamo/analyze"
	"sql2dynamo/design"
)

// workbenchDate is the fixed date of every exported model: Workbench needs
// one, and the output must be the same bytes for the same input.
const workbenchDate = "Jan 01, 2026, 12:00 AM"

// Workbench is a NoSQL Workbench data model, format version 3.0.
type Workbench struct {
	ModelName     string          `json:"ModelName"`
	ModelMetadata WorkbenchMeta   `json:"ModelMetadata"`
	DataModel     []WorkbenchData `json:"DataModel"`
}

// WorkbenchMeta is the model's metadata.
type WorkbenchMeta struct {
	Author           string `json:"Author"`
	DateCreated      string `json:"DateCreated"`
	DateLastModified string `json:"DateLastModified"`
	Description      string `json:"Description"`
	AWSService       string `json:"AWSService"`
	Version          string `json:"Version"`
}

// WorkbenchData is one table.
type WorkbenchData struct {
	TableName              string                         `json:"TableName"`
	KeyAttributes          WorkbenchKeys                  `json:"KeyAttributes"`
	NonKeyAttributes       []WorkbenchAttr                `json:"NonKeyAttributes"`
	TableFacets            []WorkbenchFacet               `json:"TableFacets"`
	GlobalSecondaryIndexes []WorkbenchIndex               `json:"GlobalSecondaryIndexes"`
	TableData              []map[string]map[string]string `json:"TableData"`
	DataAccess             map[string]any                 `json:"DataAccess"`
	BillingMode            string                         `json:"BillingMode"`
}

// WorkbenchKeys are a key schema.
type WorkbenchKeys struct {
	PartitionKey WorkbenchAttr  `json:"PartitionKey"`
	SortKey      *WorkbenchAttr `json:"SortKey,omitempty"`
}

// WorkbenchAttr is an attribute and its type.
type WorkbenchAttr struct {
	AttributeName string `json:"AttributeName"`
	AttributeType string `json:"AttributeType"`
}

// WorkbenchFacet is one entity: its key templates, attributes and items.
type WorkbenchFacet struct {
	FacetName         string                         `json:"FacetName"`
	KeyAttributeAlias WorkbenchAlias                 `json:"KeyAttributeAlias"`
	TableData         []map[string]map[string]string `json:"TableData"`
	NonKeyAttributes  []string                       `json:"NonKeyAttributes"`
	DataAccess        map[string]any                 `json:"DataAccess"`
}

// WorkbenchAlias shows a facet's key templates.
type WorkbenchAlias struct {
	PartitionKeyAlias string `json:"PartitionKeyAlias"`
	SortKeyAlias      string `json:"SortKeyAlias"`
}

// WorkbenchIndex is a GSI; Workbench spells its key schema KeyAttributes.
type WorkbenchIndex struct {
	IndexName     string            `json:"IndexName"`
	KeyAttributes WorkbenchKeys     `json:"KeyAttributes"`
	Projection    map[string]string `json:"Projection"`
}

// NoSQLWorkbench builds the data model: the table, one facet per entity
// with items of its own, the indexes, and the sample items of the report.
func NoSQLWorkbench(d *design.Design) *Workbench {
	wb := &Workbench{ModelName: d.Table, ModelMetadata: WorkbenchMeta{Author: "sql2dynamo", DateCreated: workbenchDate, DateLastModified: workbenchDate,
		Description: "Designed by sql2dynamo. Workbench has no local secondary indexes; this design uses none.", AWSService: "Amazon DynamoDB", Version: "3.0"}}
	data := WorkbenchData{TableName: d.Table, BillingMode: "PAY_PER_REQUEST", DataAccess: map[string]any{"MySql": map[string]any{}},
		KeyAttributes:          WorkbenchKeys{PartitionKey: WorkbenchAttr{design.PK, "S"}, SortKey: &WorkbenchAttr{design.SK, "S"}},
		GlobalSecondaryIndexes: []WorkbenchIndex{}, TableFacets: []WorkbenchFacet{}, TableData: []map[string]map[string]string{}}
	attrs := []WorkbenchAttr{{design.Type, "S"}}
	add := func(name, typ string) {
		if name == design.PK || name == design.SK {
			return
		}
		if i := slices.IndexFunc(attrs, func(a WorkbenchAttr) bool { return a.AttributeName == name }); i >= 0 {
			if attrs[i].AttributeType+typ == "NS" || attrs[i].AttributeType+typ == "SN" {
				// Two entities' columns of one name and two types (users.id
				// INT, servers.id VARCHAR): Workbench declares an attribute
				// once, so it is a string, and each value its text.
				attrs[i].AttributeType = "S"
			}
			return
		}
		attrs = append(attrs, WorkbenchAttr{name, typ})
	}
	for _, ix := range d.Indexes {
		add(ix.PK, "S")
		add(ix.SK, "S")
		data.GlobalSecondaryIndexes = append(data.GlobalSecondaryIndexes, WorkbenchIndex{IndexName: ix.Name,
			KeyAttributes: WorkbenchKeys{PartitionKey: WorkbenchAttr{ix.PK, "S"}, SortKey: &WorkbenchAttr{ix.SK, "S"}},
			Projection:    map[string]string{"ProjectionType": "ALL"}})
	}
	// The declarations before the items, every entity's, so that an item's value is
	// written as its attribute is finally declared.
	for _, e := range d.Entities {
		if e.Embedding != nil {
			continue
		}
		for _, a := range itemAttrs(d, e) {
			if a.col == nil {
				add(a.name, "L")
			} else {
				add(a.name, attrType(a.col))
			}
		}
	}
	items := exampleItems(d)
	for _, e := range d.Entities {
		if e.Embedding != nil {
			continue // rows of another item: its list attribute
		}
		facet := WorkbenchFacet{FacetName: e.Name, DataAccess: map[string]any{"MySql": map[string]any{}}, TableData: []map[string]map[string]string{},
			KeyAttributeAlias: WorkbenchAlias{PartitionKeyAlias: e.Key(design.PK).String(), SortKeyAlias: e.Key(design.SK).String()}}
		for _, k := range e.Keys {
			if k.Attr != design.PK && k.Attr != design.SK {
				facet.NonKeyAttributes = append(facet.NonKeyAttributes, k.Attr)
			}
		}
		facet.NonKeyAttributes = append(facet.NonKeyAttributes, design.Type)
		for _, a := range itemAttrs(d, e) {
			facet.NonKeyAttributes = append(facet.NonKeyAttributes, a.name)
			if a.col == nil {
				add(a.name, "L")
			} else {
				add(a.name, attrType(a.col))
			}
		}
		for _, it := range items {
			if it.typ != e.Name {
				continue
			}
			row := map[string]map[string]string{design.Type: {"S": e.Name}}
			for _, k := range it.keys {
				row[k.Attr] = map[string]string{"S": k.Template.String()}
			}
			for _, name := range it.order {
				switch typ := typeOf(attrs, name); typ {
				case "S", "N":
					row[name] = map[string]string{typ: it.attrs[name]} // a B of a name declared S too keeps its text
				case "B":
					row[name] = map[string]string{typ: base64.StdEncoding.EncodeToString([]byte(it.attrs[name]))} // DynamoDB JSON's B, as the SDK writes it
				}
			}
			facet.TableData = append(facet.TableData, row)
			data.TableData = append(data.TableData, row)
		}
		data.TableFacets = append(data.TableFacets, facet)
	}
	data.NonKeyAttributes = attrs
	wb.DataModel = []WorkbenchData{data}
	return wb
}

func typeOf(attrs []WorkbenchAttr, name string) string {
	for _, a := range attrs {
		if a.AttributeName == name {
			return a.AttributeType
		}
	}
	return ""
}

// attrType is the DynamoDB type of a column's attribute (design.TypeOf).
func attrType(c *analyze.Column) string { return string(design.TypeOf(c)) }

// WorkbenchJSON writes the data model.
func WorkbenchJSON(w io.Writer, d *design.Design) error {
	b, err := marshal(NoSQLWorkbench(d))
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
